import type { PriceProvider } from '@shared/schemas/price';

/**
 * The provider's attribution as it asks for it ('Price data by CoinGecko'), its name linked to its
 * site; the plain text for a provider without a link.
 */
export function PriceProviderCredit({ provider }: { provider: PriceProvider }) {
  const at = provider.attribution.indexOf(provider.name);
  if (provider.url === null || at < 0) return <>{provider.attribution}</>;
  return (
    <>
      {provider.attribution.slice(0, at)}
      <a href={provider.url} rel="noopener" className="text-primary underline">
        {provider.name}
      </a>
      {provider.attribution.slice(at + provider.name.length)}
    </>
  );
}
