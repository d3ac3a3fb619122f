import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.querySelector('meta[name="navette-company"]')?.remove();
  vi.resetModules();
});

const withMeta = async (content: string) => {
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'navette-company');
  meta.setAttribute('content', content);
  document.head.append(meta);
  return (await import('./company')).company;
};

describe("the operator's details", () => {
  it('come from the page the server rendered', async () => {
    const company = await withMeta(
      JSON.stringify({
        name: 'Riviera Transferts',
        phone: '+33 4 93 00 00 00',
        email: 'bonjour@riviera.example',
        whatsapp: '33493000000',
        address: '1 promenade des Anglais, 06000 Nice',
      }),
    );
    expect(company).toEqual({
      brand: 'Riviera Transferts',
      phone: '+33 4 93 00 00 00',
      phoneHref: 'tel:+33493000000',
      email: 'bonjour@riviera.example',
      whatsappNumber: '33493000000',
      address: '1 promenade des Anglais, 06000 Nice',
    });
  });

  it('fall back to the defaults when the page has none or a broken one', async () => {
    expect((await withMeta('')).brand).toBe('Navette Prestige');
    vi.resetModules();
    document.head.querySelector('meta[name="navette-company"]')?.remove();
    expect((await withMeta('{not json')).brand).toBe('Navette Prestige');
  });
});
