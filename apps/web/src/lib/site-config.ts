import type { PublicConfig } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['site-config'], queryFn: () => api<PublicConfig>('/config'), staleTime: Infinity });

/** Channel name and social links; undefined until loaded. */
export const useSiteConfig = () => useQuery(siteConfigQueryOptions()).data;

/** The platforms the sign-in dialog offers; Twitch alone until the config has loaded. */
export const useSignInPlatforms = () => useSiteConfig()?.signIn ?? DEFAULT_SIGN_IN;
const DEFAULT_SIGN_IN = ['twitch'] as const;
