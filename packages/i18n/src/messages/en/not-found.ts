/** The not-found page (`/page-do-not-exists` and every unknown path). */
export const notFound = {
  'not_found.title': 'Page not found',
  'not_found.text': 'The page you are looking for does not exist, or it has moved.',
  'not_found.home': 'Go to the home page',
} as const;
