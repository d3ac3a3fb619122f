import { relations } from 'drizzle-orm';
import { users, sessions, verificationCodes } from './accounts';
import { services } from './catalogue';
import { payments } from './payments';
import { reservations } from './reservations';
import { reviews } from './reviews';

// Relations for drizzle's relational queries (`db.query.reservations.findMany({ with: … })`).
// They add no SQL: the foreign keys above are the constraints.

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  verificationCodes: many(verificationCodes),
  reservations: many(reservations),
  reviews: many(reviews),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const verificationCodesRelations = relations(verificationCodes, ({ one }) => ({
  user: one(users, { fields: [verificationCodes.userId], references: [users.id] }),
}));

export const servicesRelations = relations(services, ({ many }) => ({
  reservations: many(reservations),
}));

export const reservationsRelations = relations(reservations, ({ one, many }) => ({
  service: one(services, { fields: [reservations.serviceId], references: [services.id] }),
  user: one(users, { fields: [reservations.userId], references: [users.id] }),
  payments: many(payments),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  reservation: one(reservations, {
    fields: [payments.reservationId],
    references: [reservations.id],
  }),
}));
