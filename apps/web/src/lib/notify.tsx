import { notifications } from '@mantine/notifications';
import { errorMessage } from './api-client';
import { IconAlertCircle, IconCheck } from '../components/icons';

export function notifySuccess(message: string): void {
  notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} />,
    message,
    withBorder: true,
  });
}

export function notifyError(title: string, error: unknown): void {
  notifications.show({
    color: 'red',
    icon: <IconAlertCircle size={18} />,
    title,
    message: errorMessage(error),
    withBorder: true,
    autoClose: 8000,
  });
}

/** An error toast that is only a message, such as the server's own words. */
export function notifyErrorMessage(message: string): void {
  notifications.show({
    color: 'red',
    icon: <IconAlertCircle size={18} />,
    message,
    withBorder: true,
    autoClose: 8000,
  });
}
