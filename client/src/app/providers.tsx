import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToasterOnDemand } from '@/components/ui/toaster-on-demand';
import { AuthProvider } from '@/lib/auth';
import { PlatformProvider } from '@/lib/platform';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <PlatformProvider>
        <AuthProvider>
          {children}
          <ToasterOnDemand />
        </AuthProvider>
      </PlatformProvider>
    </QueryClientProvider>
  );
}
