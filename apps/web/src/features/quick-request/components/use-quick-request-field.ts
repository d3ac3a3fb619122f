import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuickRequestField, QuickRequestForm as QuickRequestValues } from '@navette/shared';
import { textOf } from '../../../lib/translation-key';

/**
 * The quick form as its sections see it: `register`, `control`, and a field's error as text (the
 * shared schema's messages are translation keys; nothing comes from a server here).
 */
export const useQuickRequestFields = () => {
  const { t } = useTranslation();
  const form = useFormContext<QuickRequestValues>();
  const { errors } = form.formState;
  const fieldError = (field: QuickRequestField): string | undefined => {
    const problem = errors[field];
    return problem && 'message' in problem && typeof problem.message === 'string'
      ? textOf(t, problem.message)
      : undefined;
  };
  return { register: form.register, control: form.control, fieldError };
};
