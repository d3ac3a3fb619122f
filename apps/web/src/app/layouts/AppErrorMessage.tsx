import { useTranslation } from 'react-i18next';
import { ChunkLoadError } from '../../lib/lazy-with-retry';

/** What the visitor sees when a page failed: a clear message and a reload button. */
export const AppErrorMessage = ({ error }: { error: unknown }) => {
  const { t } = useTranslation();
  const isChunk = error instanceof ChunkLoadError;
  return (
    <div role="alert" className="container-page flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-semibold text-ink-900">
        {t(isChunk ? 'appError.chunkTitle' : 'appError.unexpectedTitle')}
      </h1>
      <p className="max-w-xl text-slate-600">
        {t(isChunk ? 'appError.chunkMessage' : 'appError.unexpectedMessage')}
      </p>
      <button type="button" onClick={() => window.location.reload()} className="btn btn-gold">
        {t('common.reload')}
      </button>
    </div>
  );
};
