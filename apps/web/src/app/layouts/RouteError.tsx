import { useRouteError } from 'react-router';
import { AppErrorMessage } from './AppErrorMessage';

/** The router's last line of defence (errors outside the page boundaries). */
export const RouteError = () => <AppErrorMessage error={useRouteError()} />;
