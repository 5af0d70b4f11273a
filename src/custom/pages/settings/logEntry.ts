/** An activity log entry as /logs/* answer it (000 section 3). */
export interface LogEntry {
  id: number;
  createdAt: string;
  userName: string;
  description: string;
  ip: string;
  userAgent: string;
  action: string;
  resource: string;
}
