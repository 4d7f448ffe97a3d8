// GET /api/notifications → {notifications: [{_id, message, createdAt}]}.
import { useQuery } from '@tanstack/react-query';
import { type AnswerOf, endpoint, request } from '../../../lib/api-client';

const listNotificationsCall = endpoint('GET', '/api/notifications', 'signed-in');

export function getNotifications(): Promise<AnswerOf<typeof listNotificationsCall>> {
  return request(listNotificationsCall);
}

export function useNotifications() {
  return useQuery({
    queryKey: ['notifications'],
    queryFn: getNotifications,
    select: (answer) => answer.notifications,
  });
}
