import {
  isValidFrenchVatNumber,
  isValidSiren,
  isValidSiretWithKey,
  sirenOfVatNumber,
} from '@navette/shared';
import { z } from 'zod';
import { companyIdentifier, optionalString } from './config-values';

/*
 * The company's identity, read from the environment by config.ts: its name and contacts (the
 * site, the e-mails) and the legal identifiers the documents carry
 * (docs/product/documents.md#the-operators-identity).
 */

export const companyEnvShape = {
  COMPANY_NAME: optionalString.transform((v) => v ?? 'Navette Prestige'),
  COMPANY_PHONE: optionalString.transform((v) => v ?? '+33 1 84 60 00 00'),
  COMPANY_EMAIL: optionalString
    .pipe(z.email('must be an e-mail address').optional())
    .transform((v) => v ?? 'contact@navette-prestige.fr'),
  COMPANY_WHATSAPP: optionalString
    .pipe(
      z
        .string()
        .regex(/^\d{8,15}$/, 'must be 8 to 15 digits, international format without +')
        .optional(),
    )
    .transform((v) => v ?? '33184600000'),
  COMPANY_ADDRESS: optionalString.transform((v) => v ?? '12 avenue de l’Opéra, 75001 Paris'),
  COMPANY_SIREN: companyIdentifier(isValidSiren, 'must be 9 digits with a valid check digit'),
  COMPANY_SIRET: companyIdentifier(
    isValidSiretWithKey,
    'must be 14 digits with a valid check digit',
  ),
  COMPANY_VAT_NUMBER: companyIdentifier(
    isValidFrenchVatNumber,
    'must be a French VAT number: FR, its two-digit key, then the SIREN',
  ),
  COMPANY_VTC_REGISTRY: optionalString.pipe(
    z
      .string()
      .max(40, 'must be at most 40 characters')
      .regex(/^[\w -]+$/, 'must be letters, digits, spaces or dashes')
      .optional(),
  ),
};

/**
 * Who the company is, as the site, the e-mails and the documents say it. The four legal
 * identifiers are optional: without all of them, documents are marked as specimens
 * (docs/product/documents.md#the-operators-identity).
 */
export interface CompanyIdentity {
  name: string;
  phone: string;
  email: string;
  whatsapp: string;
  address: string;
  siren: string | undefined;
  siret: string | undefined;
  vatNumber: string | undefined;
  vtcRegistry: string | undefined;
}

/**
 * The legal identifiers every document must carry that are not configured, by variable: while
 * one is missing, every bon and facture is a specimen
 * (docs/product/documents.md#the-operators-identity).
 */
export const missingLegalIdentifiers = (
  company: Pick<CompanyIdentity, 'siren' | 'siret' | 'vatNumber' | 'vtcRegistry'>,
): string[] =>
  (
    [
      ['COMPANY_SIREN', company.siren],
      ['COMPANY_SIRET', company.siret],
      ['COMPANY_VAT_NUMBER', company.vatNumber],
      ['COMPANY_VTC_REGISTRY', company.vtcRegistry],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name);

/** The identifiers must name one company: the SIRET and the VAT number contain the SIREN. */
const companyIdentifierProblems = (e: {
  COMPANY_SIREN?: string | undefined;
  COMPANY_SIRET?: string | undefined;
  COMPANY_VAT_NUMBER?: string | undefined;
}): string[] => {
  const problems: string[] = [];
  const siren = e.COMPANY_SIREN;
  if (siren && e.COMPANY_SIRET && !e.COMPANY_SIRET.startsWith(siren)) {
    problems.push('COMPANY_SIRET: must start with COMPANY_SIREN');
  }
  if (siren && e.COMPANY_VAT_NUMBER && sirenOfVatNumber(e.COMPANY_VAT_NUMBER) !== siren) {
    problems.push('COMPANY_VAT_NUMBER: must end with COMPANY_SIREN');
  }
  return problems;
};

type CompanyEnv = z.output<z.ZodObject<typeof companyEnvShape>>;

/** The identity, or the first problem with it, naming the variable. */
export const companyIdentity = (e: CompanyEnv): CompanyIdentity | string => {
  const [problem] = companyIdentifierProblems(e);
  if (problem) return problem;
  return {
    name: e.COMPANY_NAME,
    phone: e.COMPANY_PHONE,
    email: e.COMPANY_EMAIL,
    whatsapp: e.COMPANY_WHATSAPP,
    address: e.COMPANY_ADDRESS,
    siren: e.COMPANY_SIREN,
    siret: e.COMPANY_SIRET,
    vatNumber: e.COMPANY_VAT_NUMBER,
    vtcRegistry: e.COMPANY_VTC_REGISTRY,
  };
};
