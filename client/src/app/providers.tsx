import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { AccountLanguage } from '@/entities/language/components/account-language';
import { AuthProvider } from '@/lib/auth';
import { DocumentTitle } from './document-title';
import { PlatformProvider } from '@/lib/platform';
import { createQueryClient } from '@/lib/query-client';

/** `client`: the app's query client when the start has already put data in it (main.tsx). */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider>
        <AuthProvider>
          <AccountLanguage />
          <DocumentTitle />
          {children}
          <ToasterOnDemand />
        </AuthProvider>
      </PlatformProvider>
    </QueryClientProvider>
  );
}
