import { formatPhone, phoneHref } from '@navette/shared';

/*
 * A person's phone number and e-mail address as the back-office shows them: the number grouped
 * as it is read (docs/product/public-site.md#phone-numbers-and-names) and dialled on a tap, the
 * address opened in the mail program. `className` replaces the default underline.
 */

export const PhoneLink = ({
  phone,
  className = 'underline',
}: {
  phone: string;
  className?: string;
}) => (
  <a href={phoneHref(phone)} className={`whitespace-nowrap ${className}`}>
    {formatPhone(phone)}
  </a>
);

export const EmailLink = ({
  email,
  className = 'underline',
}: {
  email: string;
  className?: string;
}) => (
  <a href={`mailto:${email}`} className={`break-all ${className}`}>
    {email}
  </a>
);
