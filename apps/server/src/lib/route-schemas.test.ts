import { errorResponseSchema } from '@navette/shared';
import { expect, it } from 'vitest';
import { errorResponses } from './route-schemas';

it('documents the statuses given and 500, each in the one error format', () => {
  const responses = errorResponses(400, 429);
  expect(Object.keys(responses)).toEqual(['400', '429', '500']);
  expect(Object.values(responses).every((schema) => schema === errorResponseSchema)).toBe(true);
});

it('documents 500 for a route that answers no other error', () => {
  expect(errorResponses()).toEqual({ 500: errorResponseSchema });
});
