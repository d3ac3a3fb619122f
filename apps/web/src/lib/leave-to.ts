/**
 * Leaves the app for a URL the server answered: a provider's checkout (a booking made at its
 * price), or the success or cancelled page a checkout returns to (which reload the app). A full
 * navigation, in its own module so that a test can catch it; in lib/ because the booking forms
 * and the payments pages both leave so.
 */
export const leaveTo = (url: string): void => window.location.assign(url);
