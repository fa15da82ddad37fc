import { describe, expect, it } from 'vitest';
import { priceProviderCredit } from './price-data';

describe('priceProviderCredit', () => {
  it.each([
    'https://api.coingecko.com/api/v3',
    'https://pro-api.coingecko.com/api/v3',
    'https://API.CoinGecko.com/api/v3/',
  ])('names CoinGecko, with the attribution it asks for, for %s', (url) => {
    expect(priceProviderCredit(url)).toEqual({
      name: 'CoinGecko',
      attribution: 'Price data by CoinGecko',
      url: 'https://www.coingecko.com',
    });
  });

  it.each([
    ['https://prices.example.net/v3', 'prices.example.net'],
    ['http://127.0.0.1:4010', '127.0.0.1'],
    // A look-alike host is not CoinGecko.
    ['https://coingecko.com.example.net/api/v3', 'coingecko.com.example.net'],
  ])('names an unknown provider %s by its host, without a link', (url, host) => {
    expect(priceProviderCredit(url)).toEqual({ name: host, attribution: `Price data from ${host}`, url: null });
  });

  it('names no host it cannot read (the server refuses such a PRICE_API_URL at start)', () => {
    expect(priceProviderCredit('not a url').url).toBeNull();
    expect(priceProviderCredit('not a url').name).toBe('the configured market-data provider');
  });
});
