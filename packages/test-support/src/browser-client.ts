import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * Talks to the app like a browser of the site: keeps its cookies and echoes the XSRF token on
 * state-changing requests, as the web app's api client does.
 */
export class BrowserClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: {
      headers?: Record<string, string>;
      /** `__Host-XSRF-TOKEN` for an app served over https */
      xsrfCookie?: string;
    } = {},
  ) {}

  private get xsrfCookie() {
    return this.defaults.xsrfCookie ?? 'XSRF-TOKEN';
  }

  async request(
    options: Omit<InjectOptions, 'cookies'> & { method: InjectOptions['method']; url: string },
    { xsrf = true }: { xsrf?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const method = String(options.method ?? 'GET').toUpperCase();
    if (xsrf && !['GET', 'HEAD'].includes(method) && !this.cookies.has(this.xsrfCookie)) {
      await this.request({ method: 'GET', url: '/api/health' });
    }
    const headers: Record<string, string> = { ...this.defaults.headers };
    const token = this.cookies.get(this.xsrfCookie);
    if (xsrf && token && !['GET', 'HEAD'].includes(method)) headers['x-xsrf-token'] = token;
    const response = await this.app.inject({
      ...options,
      headers: { ...headers, ...(options.headers as Record<string, string> | undefined) },
      cookies: Object.fromEntries(this.cookies),
    });
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ method: 'GET', url, headers });
  }

  /** POSTs a body exactly as given (malformed JSON, a form, a broken multipart…) under `contentType`. */
  postRaw(url: string, payload: string, contentType = 'application/json') {
    return this.request({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  }

  post(url: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      payload: payload as InjectOptions['payload'],
      headers,
    });
  }
}
