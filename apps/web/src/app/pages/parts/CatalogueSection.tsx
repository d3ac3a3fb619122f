import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureCards, Section } from '../../../features/marketing/components/Section';
import { keysAt } from '../../../features/marketing/catalogue-keys';
import { dynamicKey, type KeyPrefix } from '../../../lib/translation-key';

/**
 * A page section whose heading and introduction are the catalogue's `<base>.title` and
 * `<base>.intro`; its id is `base` with dashes (`home.booking` → `home-booking`).
 */
export const CatalogueSection = ({
  base,
  tone,
  centered,
  children,
}: {
  base: KeyPrefix;
  tone?: ComponentProps<typeof Section>['tone'];
  centered?: boolean;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Section
      id={base.replaceAll('.', '-')}
      tone={tone}
      centered={centered}
      title={t(dynamicKey(`${base}.title`))}
      intro={t(dynamicKey(`${base}.intro`))}
    >
      {children}
    </Section>
  );
};

/** The cards listed under `<base>.items` (a title and a text each), with the icon of each id. */
export const CatalogueFeatureCards = ({
  base,
  icons,
  columns,
}: {
  base: KeyPrefix;
  icons: Readonly<Record<string, ReactNode>>;
  columns?: ComponentProps<typeof FeatureCards>['columns'];
}) => {
  const { t } = useTranslation();
  return (
    <FeatureCards
      columns={columns}
      items={keysAt(t, `${base}.items`).map((id) => ({
        id,
        title: t(dynamicKey(`${base}.items.${id}.title`)),
        text: t(dynamicKey(`${base}.items.${id}.text`)),
        icon: icons[id],
      }))}
    />
  );
};
