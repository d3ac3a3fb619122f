import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LegSuggestions } from '@navette/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Spinner } from '../../../components/Spinner';
import { adminToast } from '../../../components/toast-store';
import { Field, controlClass } from '../../../components/form/Field';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { serverMessageOr } from '../../../lib/api-client';
import { formatDay } from '../../../lib/format';
import { useAssignLeg, useLegSuggestions, type LegRef } from '../dispatch-api';

type Candidate = { _id: string; available: boolean; reason: string | null };

/** One option per candidate: the free ones first (the server's order); the others say why. */
const Options = <C extends Candidate>({
  candidates,
  selected,
  labelOf,
}: {
  candidates: readonly C[];
  selected: string;
  labelOf: (candidate: C) => string;
}) =>
  candidates.map((candidate) => (
    <option
      key={candidate._id}
      value={candidate._id}
      // the current choice stays selectable, whatever has changed since
      disabled={!candidate.available && candidate._id !== selected}
    >
      {candidate.reason ? `${labelOf(candidate)} — ${candidate.reason}` : labelOf(candidate)}
    </option>
  ));

const vehicleLabel = (vehicle: LegSuggestions['vehicles'][number]) =>
  vehicle.plaque ? `${vehicle.nom} (${vehicle.plaque})` : vehicle.nom;

/** The two selects, on the leg as the server last answered it. */
const AssignmentForm = ({ legRef, data }: { legRef: LegRef; data: LegSuggestions }) => {
  const { t, i18n } = useTranslation('admin');
  const [chauffeurId, setChauffeurId] = useState(data.leg.chauffeur?._id ?? '');
  const [vehicleId, setVehicleId] = useState(data.leg.vehicle?._id ?? '');
  const assign = useAssignLeg(legRef);
  const { leg } = data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    assign.mutate(
      { chauffeurId: chauffeurId || null, vehicleId: vehicleId || null, version: data.version },
      { onSuccess: () => adminToast.success(t('adminAssignment.saved')) },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-ink-900">{t(`adminPlanning.legs.${leg.leg}`)}</span>
        {' · '}
        {t('adminAssignment.when', { date: formatDay(leg.date, i18n.language), time: leg.heure })}
        {' · '}
        {t('adminAssignment.route', { from: leg.from, to: leg.to })}
        {' · '}
        {t('adminPlanning.feed.passengers', { count: leg.passengers })},{' '}
        {t('adminPlanning.feed.luggage', { count: leg.luggage })}
      </p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t('adminAssignment.chauffeur')}>
          {({ id }) => (
            <select
              id={id}
              value={chauffeurId}
              onChange={(event) => setChauffeurId(event.target.value)}
              className={controlClass(undefined)}
            >
              <option value="">{t('adminAssignment.noChauffeur')}</option>
              <Options
                candidates={data.chauffeurs}
                selected={chauffeurId}
                labelOf={(c) => c.name}
              />
            </select>
          )}
        </Field>
        <Field label={t('adminAssignment.vehicle')}>
          {({ id }) => (
            <select
              id={id}
              value={vehicleId}
              onChange={(event) => setVehicleId(event.target.value)}
              className={controlClass(undefined)}
            >
              <option value="">{t('adminAssignment.noVehicle')}</option>
              <Options candidates={data.vehicles} selected={vehicleId} labelOf={vehicleLabel} />
            </select>
          )}
        </Field>
      </div>
      <FormAlert tone="error">
        {assign.isError ? serverMessageOr(assign.error, t('adminAssignment.saveError')) : null}
      </FormAlert>
      <SubmitButton
        pending={assign.isPending}
        pendingLabel={t('adminAssignment.saving')}
        className="btn btn-ink"
      >
        {t('adminAssignment.save')}
      </SubmitButton>
    </form>
  );
};

/**
 * A leg's chauffeur and vehicle (docs/product/dispatch.md#assignment): two selects fed by the
 * suggestions, the free ones first and the others with the reason the server would refuse them;
 * the save is made on the reservation's version and a refusal is shown as the server wrote it.
 */
export const LegAssignment = (legRef: LegRef) => {
  const { t } = useTranslation('admin');
  const suggestions = useLegSuggestions(legRef);
  if (suggestions.isPending) return <Spinner label={t('adminAssignment.loading')} />;
  if (suggestions.isError) {
    return (
      <ErrorBanner message={serverMessageOr(suggestions.error, t('adminAssignment.loadError'))} />
    );
  }
  // a new version (this save or another's) starts the form afresh on the server's values
  return (
    <AssignmentForm key={`${suggestions.data.version}`} legRef={legRef} data={suggestions.data} />
  );
};
