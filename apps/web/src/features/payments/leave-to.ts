/**
 * Leaves the app the way a provider's checkout page does: a full navigation to the URL the
 * server answered (the success or cancelled page, which reload the app). Its own module, so that
 * a test can catch the navigation.
 */
export const leaveTo = (url: string): void => window.location.assign(url);
