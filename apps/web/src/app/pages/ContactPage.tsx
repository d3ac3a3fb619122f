import { useTranslation } from 'react-i18next';
import { PhoneIcon, WhatsAppIcon } from '../../components/Icons';
import { MailIcon } from '../../components/PageIcons';
import { ContactDetails } from '../../features/contact/components/ContactDetails';
import { ContactForm } from '../../features/contact/components/ContactForm';
import { company } from '../../lib/company';
import { whatsappUrl } from '../layouts/whatsapp-url';
import { FormCard } from './parts/FormCard';
import { PageHeader } from './parts/PageHeader';

export default function ContactPage() {
  const { t } = useTranslation();
  const channels = [
    {
      key: 'phone',
      Icon: PhoneIcon,
      value: company.phone,
      href: company.phoneHref,
      external: false,
    },
    {
      key: 'email',
      Icon: MailIcon,
      value: company.email,
      href: `mailto:${company.email}`,
      external: false,
    },
    {
      key: 'whatsapp',
      Icon: WhatsAppIcon,
      value: t('contactPage.whatsappAction'),
      href: whatsappUrl(),
      external: true,
    },
  ] as const;
  return (
    <>
      <PageHeader name="contact" />
      <div className="container-page py-12 md:py-16">
        <ul className="grid gap-4 md:grid-cols-3">
          {channels.map(({ key, Icon, value, href, external }) => (
            <li key={key}>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex h-full flex-col gap-3 rounded-2xl border-2 border-transparent bg-white p-6 shadow-card transition-colors hover:border-gold-500"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-700">
                  <Icon className="size-6" />
                </span>
                <span className="font-serif text-xl font-semibold text-ink-900">
                  {t(`contactPage.${key}`)}
                </span>
                <span className="break-words text-slate-700">
                  {value}
                  {external && <span className="sr-only"> {t('common.newTab')}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>

        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <FormCard name="contact" className="lg:order-2">
            <ContactForm />
          </FormCard>
          <div className="lg:order-1">
            <h2 className="sr-only">{t('contactPage.detailsTitle')}</h2>
            <ContactDetails />
          </div>
        </div>
      </div>
    </>
  );
}
