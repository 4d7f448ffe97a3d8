// GET /api/notifications → {notifications: [{_id, message, createdAt}]}.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface AppNotification {
  _id: string;
  message: string;
  createdAt: string;
}

export function getNotifications(): Promise<{ notifications: AppNotification[] }> {
  return apiRequest<{ notifications: AppNotification[] }>('/api/notifications');
}

export function useNotifications() {
  return useQuery({
    queryKey: ['notifications'],
    queryFn: getNotifications,
    select: (answer) => answer.notifications,
  });
}
