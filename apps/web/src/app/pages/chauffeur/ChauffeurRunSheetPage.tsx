import { RunSheet } from '../../../features/run-sheet';
import { ChauffeurPage } from '../parts/ChauffeurPage';

/** /chauffeur: the chauffeur's run sheet (docs/product/dispatch.md#the-run-sheet). */
export default function ChauffeurRunSheetPage() {
  return (
    <ChauffeurPage name="chauffeurRunSheet">
      <RunSheet />
    </ChauffeurPage>
  );
}
