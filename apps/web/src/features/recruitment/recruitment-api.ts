import { useMutation } from '@tanstack/react-query';
import { CV_FIELD, applyForJobEndpoint } from '@navette/shared';
import type { ApplicationFields } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

export interface JobApplication extends ApplicationFields {
  cv: File;
}

/** POST /api/recruitment/apply, as multipart: the browser sets the boundary and the file's part. */
export const applyForJob = ({ cv, ...fields }: JobApplication) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append(CV_FIELD, cv, cv.name);
  return callEndpoint(applyForJobEndpoint, { body });
};

export const useApplyForJob = () => useMutation({ mutationFn: applyForJob });
