import { createHash, randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import { parisToday } from '@navette/shared';
import type { TFunction } from 'i18next';
import type { Queryable } from '../../db/client';
import { isUuid } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { chauffeurExists, findFeedByTokenHash, replaceFeedToken } from './calendar.repository';
import { findLegs, shiftDay, type TripLeg } from './legs.repository';

/*
 * The secret iCal feeds (docs/product/dispatch.md#calendar-feeds): whoever holds the URL reads
 * the feed, so the token is long and random, kept as its SHA-256 only, and shown once.
 */

/** How far the feeds look back and ahead, in days. */
const FEED_DAYS_BEFORE = 7;
const FEED_DAYS_AFTER = 60;

// hexadecimal: the token sits before `.ics` in the path, where a `-` would split it
const newFeedToken = (): string => randomBytes(32).toString('hex');
const hashFeedToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** A new token for the feed (the company's: null), and its full URL, to show once. */
export const regenerateFeed = async (
  db: Queryable,
  publicUrl: string,
  chauffeurId: string | null,
): Promise<{ url: string }> => {
  if (chauffeurId !== null && !(isUuid(chauffeurId) && (await chauffeurExists(db, chauffeurId)))) {
    throw new AppError('CHAUFFEUR_NOT_FOUND');
  }
  const token = newFeedToken();
  await replaceFeedToken(db, chauffeurId, hashFeedToken(token));
  return { url: `${publicUrl}/api/calendrier/${token}.ics` };
};

/** One event's text: the party, the flight or train, and (company feed) who drives in what. */
const describe = (leg: TripLeg, t: TFunction, isCompany: boolean): string => {
  const lines = [
    t('adminPlanning.feed.passengers', { count: leg.passengers }),
    t('adminPlanning.feed.luggage', { count: leg.luggage }),
  ];
  if (leg.transportNumber)
    lines.push(t('adminPlanning.feed.transport', { number: leg.transportNumber }));
  if (leg.stop) lines.push(t('adminPlanning.feed.stop', { address: leg.stop }));
  if (isCompany) {
    lines.push(
      t('adminPlanning.feed.chauffeur', {
        name: leg.chauffeur?.name ?? t('adminPlanning.feed.nobody'),
      }),
      t('adminPlanning.feed.vehicle', {
        name: leg.vehicle
          ? [leg.vehicle.nom, leg.vehicle.plaque].filter(Boolean).join(' · ')
          : t('adminPlanning.feed.nobody'),
      }),
    );
  }
  return lines.join('\n');
};

/**
 * The feed a token opens, as iCal text: the company's has every driven leg from a week ago to
 * two months ahead, a chauffeur's their own legs over the same days.
 */
export const calendarFeedText = async (
  db: Queryable,
  token: string,
  t: TFunction,
  now = new Date(),
): Promise<string> => {
  const feed = /^[0-9a-f]{64}$/.test(token)
    ? await findFeedByTokenHash(db, hashFeedToken(token))
    : undefined;
  if (!feed) throw new AppError('CALENDAR_FEED_NOT_FOUND');
  const today = parisToday(now);
  const legs = await findLegs(db, {
    fromDay: shiftDay(today, -FEED_DAYS_BEFORE),
    untilDay: shiftDay(today, FEED_DAYS_AFTER),
    ...(feed.chauffeurId ? { chauffeurId: feed.chauffeurId } : {}),
  });
  const isCompany = feed.chauffeurId === null;
  const calendar = ical({ name: t('adminPlanning.feed.name'), prodId: '//Navette//Planning//FR' });
  for (const leg of legs) {
    // The passenger's phone number stays OUT of the feeds: calendars sync to third-party
    // clouds; the chauffeur's run sheet, behind its sign-in, has it.
    calendar.createEvent({
      id: `${leg.reservationId}-${leg.leg}@navette`,
      start: new Date(leg.startsAt),
      end: new Date(leg.endsAt),
      summary: `${leg.reference} · ${t(`adminPlanning.legs.${leg.leg}`)} · ${leg.from} → ${leg.to}`,
      location: leg.from,
      description: describe(leg, t, isCompany),
    });
  }
  return calendar.toString();
};
