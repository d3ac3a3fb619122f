import { useMutation } from '@tanstack/react-query';
import { contactEndpoint } from '@navette/shared';
import type { ContactMessageInput } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/** POST /api/contact: the server mails the company's inbox, and only that. */
export const sendContactMessage = (message: ContactMessageInput) =>
  callEndpoint(contactEndpoint, { body: message });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
