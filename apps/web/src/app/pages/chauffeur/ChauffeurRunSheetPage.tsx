import { ChauffeurSecondFactor } from '../../../features/chauffeurs/components/ChauffeurSecondFactor';
import { RunSheet } from '../../../features/run-sheet';
import { ChauffeurPage } from '../parts/ChauffeurPage';

/**
 * /chauffeur: the chauffeur's run sheet (docs/product/dispatch.md#the-run-sheet), then the
 * account's security, where the second factor is offered.
 */
export default function ChauffeurRunSheetPage() {
  return (
    <ChauffeurPage name="chauffeurRunSheet">
      <RunSheet />
      <ChauffeurSecondFactor />
    </ChauffeurPage>
  );
}
