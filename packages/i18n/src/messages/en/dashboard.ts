/** The dashboard frame at `/`. */
export const dashboard = {
  'dashboard.title': 'Hello, {name}!',
  'dashboard.subtitle': 'Your trips and your places, all in one panel.',
  'dashboard.guest.title': 'Travelling?',
  'dashboard.guest.text': 'Find a place to stay and follow your inquiries and reservations here.',
  'dashboard.guest.find': 'Find a place',
  'dashboard.guest.trips': 'My trips',
  'dashboard.host.title': 'List your place',
  'dashboard.host.text':
    'Rent out an apartment, or present an attraction or a restaurant, to guests from all over the world.',
  'dashboard.host.step_describe': 'Describe the place and add photos.',
  'dashboard.host.step_prices': 'Set the prices and the calendar.',
  'dashboard.host.step_review': 'Our team reviews the ad, then guests can book it.',
  'dashboard.host.create': 'Create Ad',
  'dashboard.host.terms': 'Terms for hosts',
} as const;
