import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../providers/apiQuery';

/** GET /health: true only when the server and its database answer. */
export const useHealth = () => useQuery({ ...apiQuery<{ success?: boolean }>('health', '/health'), select: (body) => body.success === true });
