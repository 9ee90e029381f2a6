/** The panel shell: top navigation, drawer, banners, auth layout footer, error screen. */
export const nav = {
  'nav.skip_to_content': 'Skip to main content',
  'nav.main': 'Main navigation',
  'nav.home_site': 'Gazda — public website',
  'nav.dashboard': 'Dashboard',
  'nav.reservations': 'Reservations',
  'nav.calendar': 'Calendar',
  'nav.inquiries': 'Inquiries',
  'nav.insights': 'Insights',
  // The top bar's menu of the occasional links (insights, the tourist tax report).
  'nav.more': 'More',
  'nav.my_travel': 'My travel',
  'nav.inbox': 'Messages',
  'nav.inbox_unread': '{count, plural, one {# unread message} other {# unread messages}}',
  'nav.create_ad': 'Create Ad',
  'nav.open_menu': 'Open the menu',
  'nav.close_menu': 'Close the menu',
  'nav.language_menu': 'Language: {language}',
  'nav.footer.privacy': 'Privacy policy',
  'nav.footer.terms': 'Terms of use',
  'nav.banner.missing.email_phone':
    'Add your e-mail address and phone number so that guests and our team can reach you.',
  'nav.banner.missing.email': 'Add your e-mail address so that guests and our team can reach you.',
  'nav.banner.missing.phone': 'Add your phone number so that guests and our team can reach you.',
  'nav.banner.missing.link': 'Go to account settings',
  // On a phone the banners fold into one line that opens them (issue #26 item 6).
  'nav.banner.collapsed':
    '{count, plural, one {One notice about your account} other {# notices about your account}}',
  'nav.user_error': 'We could not load your account.',
  'nav.error.title': 'Something went wrong',
  'nav.error.text': 'The page could not be shown. Reload it; if it happens again, try again later.',
  'nav.error.reload': 'Reload the page',
  // The operator's navigation entry (the panel's top bar)
  'admin.nav.label': 'Back office',
} as const;
