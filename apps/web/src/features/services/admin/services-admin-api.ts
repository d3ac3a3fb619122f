import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createServiceEndpoint,
  deleteServiceEndpoint,
  listServicesEndpoint,
  updateServiceEndpoint,
} from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateServiceCatalogue } from '../../../entities/service/service-catalogue';

export const adminServicesQueryKey = ['admin', 'services'] as const;

/** The VAT rates a service may have, in percent, as the multipart field `vatRate` sends them. */
export const SERVICE_VAT_RATES = ['10', '20'] as const;
export type ServiceVatRate = (typeof SERVICE_VAT_RATES)[number];

/** The form's value for a service's rate (percent); an unknown one shows the default, 10 %. */
export const vatRateOf = (percent: number | undefined): ServiceVatRate =>
  SERVICE_VAT_RATES.find((rate) => Number(rate) === percent) ?? '10';

/** What the create and edit forms send; no file keeps the current image. */
export interface ServiceDraft {
  name: string;
  description: string;
  /** empty: no English, the English site shows the French */
  nameEn: string;
  descriptionEn: string;
  image: File | null;
  vatRate: ServiceVatRate;
  /** the usual trip length in minutes, as typed; the server checks it */
  dureeMinutes: string;
}

/** multipart: the browser sets the boundary and the file's part (decision 0030). */
const toFormData = ({
  name,
  description,
  nameEn,
  descriptionEn,
  image,
  vatRate,
  dureeMinutes,
}: ServiceDraft): FormData => {
  const body = new FormData();
  body.append('name', name);
  body.append('description', description);
  body.append('nameEn', nameEn);
  body.append('descriptionEn', descriptionEn);
  body.append('vatRate', vatRate);
  body.append('dureeMinutes', dureeMinutes);
  if (image) body.append('image', image, image.name);
  return body;
};

/**
 * The back-office reads the public list, but its own query: a load failure is an error to show
 * ('Erreur lors du chargement des services'), where the picker turns it into an empty list.
 */
export const useAdminServices = () =>
  useQuery({
    queryKey: adminServicesQueryKey,
    queryFn: ({ signal }) => callEndpoint(listServicesEndpoint, { signal }),
  });

/** After any change, this page and every public view of the catalogue in this browser reload. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminServicesQueryKey }),
      invalidateServiceCatalogue(queryClient),
    ]);
};

export const useCreateService = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (draft: ServiceDraft) =>
      callEndpoint(createServiceEndpoint, { body: toFormData(draft) }),
    onSuccess: refresh,
  });
};

export const useUpdateService = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string; draft: ServiceDraft }) =>
      callEndpoint(updateServiceEndpoint, { params: { id }, body: toFormData(draft) }),
    onSuccess: refresh,
  });
};

export const useDeleteService = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(deleteServiceEndpoint, { params: { id } }),
    onSettled: refresh,
  });
};
