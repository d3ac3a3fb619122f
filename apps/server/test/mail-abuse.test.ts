import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor, mailsTo } from './support/outbox';
import { countReservations, firstServiceId, fullGuestRequest } from './support/reservations';

let t: TestApp;
let serviceId: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { RESERVATION_RATE_LIMIT_MAX: '100000' } });
  serviceId = await firstServiceId(t);
});
afterAll(async () => t?.close());

const browser = () => new BrowserClient(t.app);
const HOSTILE_NAME = 'Gagnez 1000 euros sur https://evil.example';

describe('registration e-mails cannot be turned against a stranger', () => {
  it('sends at most 3 verification codes an hour to one address, whoever asks, with the same answers', async () => {
    const email = 'victim@example.test';
    const first = browser();
    const register = { name: 'Léa', email, password: 'secret-123' };
    expect((await first.post('/auth/register', register)).statusCode).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      expect((await first.post('/auth/verify/resend', { email })).statusCode).toBe(200);
    }
    const lastSent = await latestCodeFor(t.database.db, email);

    const others = [browser(), browser()];
    for (const other of others) {
      const again = await other.post('/auth/register', register);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual({
        message: 'Compte créé. Un code de vérification vous a été envoyé par e-mail.',
      });
      expect((await other.post('/auth/verify/resend', { email })).statusCode).toBe(200);
    }
    expect((await first.post('/auth/verify/resend', { email })).statusCode).toBe(200);

    expect(await mailsTo(t.database.db, email, 'verificationCode')).toHaveLength(3);
    // the last code that was sent still works
    expect((await first.post('/auth/verify', { email, code: lastSent })).statusCode).toBe(200);
  });

  it('keeps to 3 verification codes an hour when many registrations for one address arrive at once', async () => {
    const email = 'crowded@example.test';
    const register = { name: 'Léa', email, password: 'secret-123' };
    expect((await browser().post('/auth/register', register)).statusCode).toBe(201);
    // a crowd: each from its own address, so that none waits (decision 0045)
    const answers = await Promise.all(
      Array.from(
        { length: 10 },
        async (_, i) =>
          (
            await browser().request({
              method: 'POST',
              url: '/auth/register',
              payload: register,
              remoteAddress: `192.0.2.${i + 1}`,
            })
          ).statusCode,
      ),
    );
    expect(answers).toEqual(Array(10).fill(201));
    expect(await mailsTo(t.database.db, email, 'verificationCode')).toHaveLength(3);
  });

  it('repeats nothing the registrant typed in the verification e-mail, and no code in its subject', async () => {
    const email = 'someone-else@example.test';
    await browser().post('/auth/register', { name: HOSTILE_NAME, email, password: 'secret-123' });
    const [mail] = await mailsTo(t.database.db, email, 'verificationCode');
    const code = await latestCodeFor(t.database.db, email);
    expect(mail?.subject).toBe('Votre code de vérification Navette Prestige');
    expect(mail?.subject).not.toContain(code);
    expect(mail?.text).toContain('Bonjour,');
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Gagnez');
    }
  });
});

describe('quote-request confirmations cannot be turned against a stranger', () => {
  it('repeats no name, address or message the requester typed', async () => {
    const email = 'quote-target@example.test';
    const request = {
      ...fullGuestRequest(serviceId, email),
      nom: 'https://evil.example',
      prenom: 'Gagnez',
      adresse_depart: 'Réclamez votre prix sur phish.example',
      commentaire: 'Appelez le 0899 00 00 00',
      nom_passager_principal: 'Votre compte est suspendu',
    };
    expect((await browser().post('/api/reservations', request)).statusCode).toBe(201);
    const [mail] = await mailsTo(t.database.db, email, 'quoteRequestReceived');
    expect(mail?.text).toContain('Bonjour,');
    for (const part of [mail?.subject, mail?.text, mail?.html]) {
      for (const typed of ['evil.example', 'Gagnez', 'phish.example', '0899', 'suspendu']) {
        expect(part).not.toContain(typed);
      }
    }
  });

  it('confirms at most 5 quote requests an hour to one address, and still records them all', async () => {
    const email = 'flooded@example.test';
    const before = await countReservations(t);
    for (let i = 0; i < 7; i += 1) {
      const response = await browser().post(
        '/api/reservations',
        fullGuestRequest(serviceId, email),
      );
      expect(response.statusCode).toBe(201);
    }
    expect(await countReservations(t)).toBe(before + 7);
    expect(await mailsTo(t.database.db, email, 'quoteRequestReceived')).toHaveLength(5);
  });
});
