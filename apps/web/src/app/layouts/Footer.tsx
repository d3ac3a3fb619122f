import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, SERVICE_PAGES } from '@navette/shared';
import { PhoneIcon, WhatsAppIcon } from '../../components/Icons';
import { MailIcon } from '../../components/PageIcons';
import { company } from '../../lib/company';
import { usePainted } from '../../lib/use-painted';
import { useSession } from '../../features/auth/session-api';
import { BrandMark } from './BrandMark';
import { navLinks } from './nav-links';
import { PaymentCardIcons } from './PaymentCardIcons';
import { whatsappUrl } from './whatsapp-url';
import { dynamicKey, type KeyPrefix } from '../../lib/translation-key';

const PRIVACY_LINK = { to: ROUTES.privacy, label: 'pages.privacy.title' } as const;

const COMPANY_LINKS = [
  ...navLinks(['pricing', 'faq', 'tours', 'recruitment', 'contact']),
  PRIVACY_LINK,
];

/** The links every page ends with: privacy policy, FAQ and pricing (docs/product/public-site.md). */
const LEGAL_LINKS = [PRIVACY_LINK, ...navLinks(['faq', 'pricing'])];

const linkClass = 'inline-flex min-h-11 items-center text-ink-100 hover:text-gold-400 md:min-h-9';
const headingClass = 'font-sans text-sm font-semibold tracking-widest text-gold-400 uppercase';

type FooterLink = { to: string; label: `${KeyPrefix}.${string}` };

/** A list of footer links; `label` is a translation key. */
const LinkList = ({ links, className }: { links: readonly FooterLink[]; className: string }) => {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClass}>
            {t(dynamicKey(link.label))}
          </Link>
        </li>
      ))}
    </ul>
  );
};

/** A titled list of links of the footer. */
const FooterLinks = ({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly FooterLink[];
}) => (
  <nav aria-labelledby={id}>
    <h2 id={id} className={headingClass}>
      {heading}
    </h2>
    <LinkList className="mt-3" links={links} />
  </nav>
);

/** Where a returning customer signs in, or their account once signed in. */
const accountLink = (isSignedIn: boolean): FooterLink =>
  isSignedIn
    ? { to: ROUTES.profile, label: 'nav.profile' }
    : { to: ROUTES.login, label: 'nav.login' };

export const Footer = () => {
  const { t } = useTranslation();
  const { data: session } = useSession();
  // The footer's code loads after the first screen, often once the navigation bar has learnt the
  // session: its first render must still draw the link the prerendered page holds (session being
  // checked, docs/decisions/0038-route-preloads.md), else hydrating it fails and redraws it.
  const painted = usePainted();
  const companyLinks = [...COMPANY_LINKS, accountLink(painted && session?.isSignedIn === true)];
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-ink-950 text-ink-100">
      <div className="container-page grid gap-10 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <BrandMark className="text-white" />
          <p className="text-sm">{t('footer.tagline')}</p>
          <div>
            <p className="mb-2 text-sm font-semibold text-white">{t('footer.payments')}</p>
            <PaymentCardIcons />
          </div>
        </div>

        <FooterLinks id="footer-company" heading={t('footer.company')} links={companyLinks} />
        <FooterLinks
          id="footer-services"
          heading={t('footer.services')}
          links={SERVICE_PAGES.map((name) => ({ to: ROUTES[name], label: `pages.${name}.title` }))}
        />

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            {t('footer.contact')}
          </h2>
          <ul className="mt-3">
            <li>
              <a href={company.phoneHref} className={`${linkClass} gap-2`}>
                <PhoneIcon className="size-4 text-gold-400" />
                <span className="sr-only">{t('footer.phone')} : </span>
                {company.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className={`${linkClass} gap-2 break-all`}>
                <MailIcon className="size-4 shrink-0 text-gold-400" />
                <span className="sr-only">{t('footer.email')} : </span>
                {company.email}
              </a>
            </li>
            <li>
              <a
                href={whatsappUrl()}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClass} gap-2`}
              >
                <WhatsAppIcon className="size-4 text-gold-400" />
                {t('footer.whatsapp')}
                <span className="sr-only"> {t('common.newTab')}</span>
              </a>
            </li>
          </ul>
          <p className="mt-3 text-sm">{t('footer.booking')}</p>
          <p className="mt-1 text-sm font-semibold text-white">{t('footer.availability')}</p>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 pt-6 pb-24 text-sm sm:pb-6 sm:flex-row sm:items-center sm:justify-between sm:pr-24">
          <p>{t('footer.rights', { year, brand: company.brand })}</p>
          <nav aria-label={t('footer.usefulLinks')}>
            <LinkList className="flex flex-wrap gap-x-5" links={LEGAL_LINKS} />
          </nav>
        </div>
      </div>
    </footer>
  );
};
