export type { LiveHunt, LiveHuntMe, LiveHuntView, StreamSource } from '@app/contracts';
export type AvgGroupName = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
