import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, PhoneIcon, UserIcon } from '../../components/Icons';
import { ClockIcon, ShieldIcon } from '../../components/PageIcons';
import { ApplicationForm } from '../../features/recruitment/components/ApplicationForm';
import { FormCard } from './parts/FormCard';
import { PageHeader } from './parts/PageHeader';
import { TitledSection } from '../../components/TitledSection';

const REASONS = [
  { key: 'planning', Icon: ClockIcon },
  { key: 'vehicles', Icon: ShieldIcon },
  { key: 'clients', Icon: UserIcon },
  { key: 'team', Icon: PhoneIcon },
] as const;

const PROFILE = ['licence', 'punctuality', 'service', 'languages', 'area'] as const;

/** A section of the pitch, titled by `recruitment.page.<name>Title`. */
const PitchSection = ({
  name,
  ...props
}: { name: 'why' | 'profile' | 'process' } & Omit<
  ComponentProps<typeof TitledSection>,
  'titleId' | 'title'
>) => {
  const { t } = useTranslation();
  return (
    <TitledSection
      titleId={`recruitment-${name}`}
      title={t(`recruitment.page.${name}Title`)}
      {...props}
    />
  );
};

export default function RecruitmentPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader name="recruitment" />
      <div className="container-page grid items-start gap-10 py-12 md:py-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <p className="text-lg text-slate-700">{t('recruitment.page.lead')}</p>
          {/* on a phone the form comes after the whole pitch: one tap to reach it */}
          <a href="#candidature" className="btn btn-gold mt-6 w-full sm:w-auto lg:hidden">
            {t('recruitment.page.applyNow')}
          </a>
          <PitchSection name="why" className="mt-10">
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {REASONS.map(({ key, Icon }) => (
                <li key={key} className="rounded-2xl bg-white p-6 shadow-card">
                  <span className="flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-700">
                    <Icon className="size-6" />
                  </span>
                  <h3 className="mt-4 font-serif text-lg font-semibold text-ink-900">
                    {t(`recruitment.page.why.${key}.title`)}
                  </h3>
                  <p className="mt-2 text-slate-700">{t(`recruitment.page.why.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </PitchSection>

          <PitchSection name="profile" className="mt-12">
            <ul className="mt-6 grid gap-3">
              {PROFILE.map((key) => (
                <li key={key} className="flex items-start gap-3 text-slate-700">
                  <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-900 text-gold-400">
                    <CheckIcon className="size-4" />
                  </span>
                  {t(`recruitment.page.profile.${key}`)}
                </li>
              ))}
            </ul>
          </PitchSection>

          <PitchSection
            name="process"
            titleClassName="font-serif text-xl font-semibold text-ink-900"
            className="mt-12 rounded-2xl border border-gold-300 bg-gold-50 p-6"
          >
            <p className="mt-2 text-slate-700">{t('recruitment.page.process')}</p>
          </PitchSection>
        </div>

        <FormCard name="recruitment" id="candidature" className="scroll-mt-24 lg:sticky lg:top-24">
          <ApplicationForm />
        </FormCard>
      </div>
    </>
  );
}
