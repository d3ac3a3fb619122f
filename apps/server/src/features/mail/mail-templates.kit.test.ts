import { describe, expect, it } from 'vitest';
import { tripLegRows, tripRows, type MailTemplateContext } from './mail-templates.kit';

/** A context whose words are their keys, so the test reads which label each row took. */
const context: MailTemplateContext = {
  t: (key) => key,
  formatDate: (isoDate) => `day ${isoDate}`,
  formatEuros: (amount) => `${amount} €`,
};

const labels = (prefix: string) => ({
  date: `${prefix}.date`,
  from: `${prefix}.from`,
  to: `${prefix}.to`,
});
const LABELS = { one: labels('one'), outbound: labels('outbound'), back: labels('back') };

const outbound = { date: '2031-06-14', heure: '09:00', from: '12 rue de la Paix', to: 'Orly' };
const back = { date: '2031-06-21', heure: '18:30', from: 'Orly', to: '12 rue de la Paix' };

describe('the trip rows every reservation e-mail shows', () => {
  it('writes a leg as its day and time, then its departure and arrival on one line each', () => {
    expect(
      tripLegRows(
        { ...outbound, from: '12 rue\nde la Paix', to: '  Orly\tSud ' },
        labels('leg'),
        context,
      ),
    ).toEqual([
      { label: 'leg.date', value: 'day 2031-06-14, 09:00' },
      { label: 'leg.from', value: '12 rue de la Paix' },
      { label: 'leg.to', value: 'Orly Sud' },
    ]);
  });

  it('names a one-way trip with the one-way labels', () => {
    for (const trip of [{ outbound }, { outbound, back: null }]) {
      expect(tripRows(trip, LABELS, context).map((row) => row.label)).toEqual([
        'one.date',
        'one.from',
        'one.to',
      ]);
    }
  });

  it('shows a round trip as its outbound then its return leg, each under its own labels', () => {
    expect(tripRows({ outbound, back }, LABELS, context)).toEqual([
      { label: 'outbound.date', value: 'day 2031-06-14, 09:00' },
      { label: 'outbound.from', value: '12 rue de la Paix' },
      { label: 'outbound.to', value: 'Orly' },
      { label: 'back.date', value: 'day 2031-06-21, 18:30' },
      { label: 'back.from', value: 'Orly' },
      { label: 'back.to', value: '12 rue de la Paix' },
    ]);
  });
});
