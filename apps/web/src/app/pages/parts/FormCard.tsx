import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../components/TitledSection';

/**
 * The white card that holds a page's form, titled and introduced by `<name>.form.title` and
 * `<name>.form.intro`; `className` places it in the page's grid.
 */
export const FormCard = ({
  name,
  id,
  className,
  children,
}: {
  name: 'contact' | 'recruitment';
  id?: string;
  className: string;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <TitledSection
      id={id}
      titleId={`${name}-form-title`}
      title={t(`${name}.form.title`)}
      titleClassName="text-2xl font-semibold text-ink-900"
      className={`rounded-2xl bg-white p-6 shadow-card md:p-8 ${className}`}
    >
      <p className="mt-2 mb-6 text-slate-700">{t(`${name}.form.intro`)}</p>
      {children}
    </TitledSection>
  );
};
