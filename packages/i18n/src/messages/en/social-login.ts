/** Social login with Google and Apple: the panel's buttons and callback screen, server answers. */
export const socialLogin = {
  'socialLogin.or': 'or',
  'socialLogin.google': 'Continue with Google',
  'socialLogin.apple': 'Continue with Apple',
  'socialLogin.title': 'Signing you in',
  'socialLogin.working': 'One moment, we are signing you in…',
  'socialLogin.back': 'Back to login',
  'socialLogin.failed':
    'Signing in this way did not work. Please try again, or log in with your e-mail and password.',
  'socialLogin.email_taken':
    'An account with this e-mail address already exists. Log in with your e-mail and password.',
  'socialLogin.no_email':
    'The provider did not share your e-mail address, which an account needs. Please register with your e-mail.',
} as const;
