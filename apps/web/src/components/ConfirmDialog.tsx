import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** the question, already translated */
  title: string;
  /** what answering Oui does, already translated */
  text: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question answered Oui or Non in a dialog, before an action that cannot be undone (deleting
 * an account, erasing a person's data): the Oui / Non of the confirmation toasts, in the dialog
 * kit. Non, Escape and the close button leave things as they are.
 */
export const ConfirmDialog = ({ open, title, text, onConfirm, onCancel }: ConfirmDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title}>
      <p className="text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ink" onClick={onConfirm}>
          {t('toast.confirm.yes')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('toast.confirm.no')}
        </button>
      </div>
    </Modal>
  );
};
