/** API paths: everything else is the static app (pages, assets, robots.txt…). */
export const isApiPath = (url: string): boolean =>
  url.startsWith('/api/') ||
  url === '/api' ||
  url.startsWith('/auth/') ||
  url.startsWith('/admin/');
