import type { GlossaryTermId } from '../glossary-index';
import type { GlossaryCategory } from '../../schemas/glossary';

/** A term's name in Spanish and the other names Spanish text uses for it (the English name among them). */
export interface GlossaryNames {
  term: string;
  aliases: readonly string[];
}

/**
 * The glossary's names in Spanish, by term id: what Spanish text needs to mark glossary terms and
 * what the Spanish search looks in. Each term keeps its English name as an alias, so a learner who
 * knows the English word finds it. Loaded only for a Spanish page (see ../glossary-language.ts).
 */
export const glossaryNamesEs = {
  // ---------------------------------------------------------------- basics
  bitcoin: { term: 'Bitcoin', aliases: ['BTC', 'bitcoins'] },
  satoshi: { term: 'Satoshi', aliases: ['sats', 'satoshis'] },
  'satoshi-nakamoto': { term: 'Satoshi Nakamoto', aliases: ['Nakamoto'] },
  blockchain: { term: 'Blockchain', aliases: ['blockchains', 'cadena de bloques', 'cadenas de bloques'] },
  wallet: {
    term: 'Billetera',
    aliases: ['billeteras', 'billetera de Bitcoin', 'billeteras de Bitcoin', 'Wallet', 'wallets'],
  },
  address: {
    term: 'Dirección',
    aliases: ['direcciones', 'dirección de Bitcoin', 'direcciones de Bitcoin', 'Address'],
  },
  transaction: { term: 'Transacción', aliases: ['transacciones', 'Transaction'] },
  exchange: {
    term: 'Exchange',
    aliases: ['exchanges', 'exchange de Bitcoin', 'exchanges de Bitcoin', 'exchange cripto', 'casa de cambio'],
  },
  halving: { term: 'Halving', aliases: ['halvings', 'halvening'] },
  '21-million-cap': {
    term: 'Límite de 21 millones',
    aliases: ['21 millones', '21M', 'oferta fija', 'oferta máxima', '21 Million Cap'],
  },
  'circulating-supply': { term: 'Oferta circulante', aliases: ['Circulating Supply'] },
  'peer-to-peer': { term: 'Entre pares', aliases: ['peer-to-peer', 'peer to peer', 'P2P', 'de par a par'] },
  decentralization: {
    term: 'Descentralización',
    aliases: ['descentralizado', 'descentralizada', 'descentralizados', 'Decentralization'],
  },
  permissionless: { term: 'Sin permiso', aliases: ['Permissionless'] },
  whitepaper: { term: 'Whitepaper', aliases: ['white paper', 'whitepaper de Bitcoin', 'libro blanco'] },
  'genesis-block': { term: 'Bloque génesis', aliases: ['Genesis Block'] },
  'fiat-currency': { term: 'Dinero fiat', aliases: ['fiat', 'moneda fiat', 'monedas fiat', 'Fiat Currency'] },
  inflation: { term: 'Inflación', aliases: ['inflacionario', 'inflacionaria', 'Inflation'] },
  scarcity: { term: 'Escasez', aliases: ['escaso', 'escasa', 'Scarcity'] },
  'store-of-value': { term: 'Reserva de valor', aliases: ['reservas de valor', 'depósito de valor', 'Store of Value'] },
  'sound-money': { term: 'Dinero sano', aliases: ['Sound Money'] },
  altcoin: { term: 'Altcoin', aliases: ['altcoins'] },
  kyc: { term: 'KYC', aliases: ['Know Your Customer', 'conoce a tu cliente'] },
  stablecoin: { term: 'Stablecoin', aliases: ['stablecoins', 'moneda estable', 'monedas estables'] },
  'bitcoin-atm': { term: 'Cajero de Bitcoin', aliases: ['cajeros de Bitcoin', 'Bitcoin ATM', 'Bitcoin ATMs'] },
  'bitcoin-pizza-day': { term: 'Bitcoin Pizza Day', aliases: ['día de la pizza de Bitcoin', 'Pizza Day'] },
  // ------------------------------------------------------------ technology
  mining: { term: 'Minería', aliases: ['minero', 'mineros', 'minería de Bitcoin', 'Mining'] },
  block: { term: 'Bloque', aliases: ['bloques', 'Block'] },
  confirmation: { term: 'Confirmación', aliases: ['confirmaciones', 'Confirmation'] },
  node: { term: 'Nodo', aliases: ['nodos', 'nodo completo', 'nodos completos', 'Node', 'full node'] },
  utxo: { term: 'UTXO', aliases: ['UTXOs', 'salida no gastada', 'salidas no gastadas'] },
  'lightning-network': { term: 'Lightning Network', aliases: ['Lightning', 'LN', 'red Lightning'] },
  'proof-of-work': { term: 'Prueba de trabajo', aliases: ['PoW', 'Proof of Work', 'proof-of-work'] },
  'hash-rate': { term: 'Tasa de hash', aliases: ['hashrate', 'poder de hash', 'Hash Rate'] },
  'difficulty-adjustment': {
    term: 'Ajuste de dificultad',
    aliases: ['ajustes de dificultad', 'dificultad de minería', 'Difficulty Adjustment'],
  },
  mempool: { term: 'Mempool', aliases: ['mempools', 'memory pool'] },
  'most-work-chain': {
    term: 'Cadena con más trabajo',
    aliases: ['cadena más larga', 'cadena más pesada', 'Most-Work Chain', 'longest chain'],
  },
  'block-reward': {
    term: 'Recompensa de bloque',
    aliases: ['recompensas de bloque', 'subsidio de bloque', 'recompensa de minería', 'Block Reward'],
  },
  'transaction-fee': {
    term: 'Comisión de transacción',
    aliases: [
      'comisiones de transacción',
      'comisión de red',
      'comisiones de red',
      'comisión de minería',
      'comisiones de minería',
      'Transaction Fee',
    ],
  },
  'public-key': { term: 'Clave pública', aliases: ['claves públicas', 'pubkey', 'Public Key'] },
  'hash-function': { term: 'Función hash', aliases: ['funciones hash', 'hash', 'hashes', 'Hash Function'] },
  'digital-signature': {
    term: 'Firma digital',
    aliases: ['firmas digitales', 'firma', 'firmas', 'Digital Signature'],
  },
  'double-spending': { term: 'Doble gasto', aliases: ['dobles gastos', 'Double Spending', 'double spend'] },
  'block-explorer': {
    term: 'Explorador de bloques',
    aliases: ['exploradores de bloques', 'explorador de blockchain', 'Block Explorer'],
  },
  'on-chain': { term: 'En la cadena', aliases: ['on-chain', 'onchain'] },
  'layer-2': { term: 'Capa 2', aliases: ['segunda capa', 'capa dos', 'L2', 'Layer 2'] },
  'open-source': { term: 'Código abierto', aliases: ['Open Source', 'open-source'] },
  segwit: { term: 'SegWit', aliases: ['Segregated Witness', 'SegWit nativo', 'testigo segregado'] },
  'block-height': { term: 'Altura de bloque', aliases: ['alturas de bloque', 'Block Height'] },
  'consensus-rules': { term: 'Reglas de consenso', aliases: ['regla de consenso', 'consenso', 'Consensus Rules'] },
  'fee-rate': { term: 'Tasa de comisión', aliases: ['tasas de comisión', 'sat/vB', 'sats/vB', 'Fee Rate'] },
  'change-output': {
    term: 'Salida de cambio',
    aliases: ['salidas de cambio', 'dirección de cambio', 'direcciones de cambio', 'Change Output'],
  },
  'hd-wallet': {
    term: 'Billetera HD',
    aliases: ['billeteras HD', 'billetera jerárquica determinista', 'HD Wallet'],
  },
  'lightning-invoice': { term: 'Factura Lightning', aliases: ['facturas Lightning', 'Lightning Invoice'] },
  'mining-pool': { term: 'Pool de minería', aliases: ['pools de minería', 'Mining Pool'] },
  asic: { term: 'ASIC', aliases: ['ASICs', 'minero ASIC', 'mineros ASIC'] },
  'bitcoin-core': { term: 'Bitcoin Core', aliases: [] },
  // ------------------------------------------------------------- investing
  'dollar-cost-averaging': {
    term: 'Compras periódicas (DCA)',
    aliases: ['DCA', 'compras periódicas', 'promedio del costo en dólares', 'Dollar-Cost Averaging'],
  },
  'lump-sum': {
    term: 'Inversión de una sola vez',
    aliases: ['de una sola vez', 'suma global', 'Lump Sum'],
  },
  volatility: { term: 'Volatilidad', aliases: ['volátil', 'volátiles', 'Volatility'] },
  'bull-market': {
    term: 'Mercado alcista',
    aliases: ['mercados alcistas', 'bull market', 'bull run'],
  },
  'bear-market': {
    term: 'Mercado bajista',
    aliases: ['mercados bajistas', 'invierno cripto', 'bear market'],
  },
  hodl: { term: 'HODL', aliases: ['hodlear', 'hodler', 'hodlers'] },
  fomo: { term: 'FOMO', aliases: ['miedo a quedarse fuera', 'fear of missing out'] },
  fud: { term: 'FUD', aliases: ['miedo, incertidumbre y duda'] },
  'market-cap': {
    term: 'Capitalización de mercado',
    aliases: ['capitalizaciones de mercado', 'market cap'],
  },
  drawdown: {
    term: 'Caída desde el máximo',
    aliases: ['caídas desde el máximo', 'drawdown', 'drawdowns'],
  },
  'cost-basis': { term: 'Base de costo', aliases: ['costo promedio', 'Cost Basis'] },
  'annualized-return': {
    term: 'Rendimiento anualizado',
    aliases: ['rendimientos anualizados', 'anualizado', 'anualizada', 'Annualized Return'],
  },
  'unit-bias': { term: 'Sesgo de unidad', aliases: ['Unit Bias'] },
  'all-time-high': {
    term: 'Máximo histórico',
    aliases: ['máximos históricos', 'ATH', 'All-Time High'],
  },
  diversification: { term: 'Diversificación', aliases: ['diversificar', 'diversificado', 'Diversification'] },
  'risk-tolerance': { term: 'Tolerancia al riesgo', aliases: ['apetito de riesgo', 'Risk Tolerance'] },
  'time-horizon': {
    term: 'Horizonte temporal',
    aliases: ['horizontes temporales', 'horizonte de inversión', 'Time Horizon'],
  },
  'compound-growth': {
    term: 'Crecimiento compuesto',
    aliases: ['interés compuesto', 'efecto compuesto', 'Compound Growth'],
  },
  'emergency-fund': {
    term: 'Fondo de emergencia',
    aliases: ['fondos de emergencia', 'ahorro de emergencia', 'Emergency Fund'],
  },
  'pay-yourself-first': {
    term: 'Págate primero',
    aliases: ['pagarte primero', 'pagarte primero a ti', 'Pay Yourself First'],
  },
  'timing-the-market': {
    term: 'Adivinar el momento del mercado',
    aliases: ['timing del mercado', 'market timing', 'Timing the Market'],
  },
  leverage: {
    term: 'Apalancamiento',
    aliases: ['apalancado', 'apalancada', 'liquidación', 'liquidaciones', 'Leverage'],
  },
  'value-averaging': { term: 'Promedio de valor', aliases: ['Value Averaging'] },
  rebalancing: { term: 'Rebalanceo', aliases: ['rebalancear', 'rebalanceado', 'Rebalancing'] },
  liquidity: { term: 'Liquidez', aliases: ['Liquidity'] },
  'limit-order': { term: 'Orden limitada', aliases: ['órdenes limitadas', 'Limit Order'] },
  'bid-ask-spread': {
    term: 'Diferencial de compra y venta',
    aliases: ['spread', 'diferencial', 'Bid-Ask Spread'],
  },
  'capital-gains': {
    term: 'Ganancia de capital',
    aliases: ['ganancias de capital', 'impuesto sobre ganancias de capital', 'Capital Gains'],
  },
  'bitcoin-etf': {
    term: 'ETF de Bitcoin',
    aliases: ['ETF de Bitcoin al contado', 'ETF', 'fondo cotizado', 'fondos cotizados', 'Bitcoin ETF'],
  },
  'institutional-adoption': { term: 'Adopción institucional', aliases: ['Institutional Adoption'] },
  'four-year-cycle': {
    term: 'Ciclo de cuatro años',
    aliases: ['ciclo de 4 años', 'ciclo del halving', 'Four-Year Cycle'],
  },
  'time-preference': {
    term: 'Preferencia temporal',
    aliases: ['preferencia temporal baja', 'preferencia temporal alta', 'Time Preference'],
  },
  // -------------------------------------------------------------- security
  'private-key': { term: 'Clave privada', aliases: ['claves privadas', 'Private Key'] },
  'seed-phrase': {
    term: 'Frase semilla',
    aliases: ['frases semilla', 'frase de recuperación', 'frases de recuperación', 'palabras semilla', 'Seed Phrase'],
  },
  passphrase: { term: 'Passphrase', aliases: ['passphrases', 'palabra 25', 'frase de contraseña'] },
  'cold-storage': {
    term: 'Almacenamiento en frío',
    aliases: ['billetera fría', 'billeteras frías', 'Cold Storage'],
  },
  'hot-wallet': { term: 'Billetera caliente', aliases: ['billeteras calientes', 'Hot Wallet'] },
  'hardware-wallet': {
    term: 'Billetera de hardware',
    aliases: ['billeteras de hardware', 'dispositivo de firma', 'dispositivos de firma', 'Hardware Wallet'],
  },
  'software-wallet': {
    term: 'Billetera de software',
    aliases: ['billeteras de software', 'billetera móvil', 'billeteras móviles', 'Software Wallet'],
  },
  multisig: { term: 'Multifirma', aliases: ['multisig', 'billetera multifirma', 'billeteras multifirma'] },
  'self-custody': { term: 'Autocustodia', aliases: ['sin custodia', 'Self-Custody', 'self custody'] },
  custodian: { term: 'Custodio', aliases: ['custodios', 'de custodia', 'Custodian'] },
  phishing: { term: 'Phishing', aliases: [] },
  'two-factor-authentication': {
    term: 'Autenticación de dos factores',
    aliases: ['2FA', 'verificación en dos pasos', 'autenticación multifactor', 'Two-Factor Authentication'],
  },
  'social-engineering': { term: 'Ingeniería social', aliases: ['Social Engineering'] },
  'sim-swap': { term: 'SIM swap', aliases: ['cambio de SIM', 'SIM swapping'] },
  'giveaway-scam': {
    term: 'Estafa de regalo',
    aliases: ['estafas de regalo', 'estafa de duplicación', 'Giveaway Scam'],
  },
  'not-your-keys': {
    term: 'Si no son tus claves, no son tus monedas',
    aliases: ['no son tus claves', 'Not Your Keys, Not Your Coins', 'not your keys'],
  },
  'password-manager': {
    term: 'Gestor de contraseñas',
    aliases: ['gestores de contraseñas', 'administrador de contraseñas', 'Password Manager'],
  },
  'counterparty-risk': { term: 'Riesgo de contraparte', aliases: ['Counterparty Risk'] },
  'metal-backup': {
    term: 'Respaldo en metal',
    aliases: ['respaldos en metal', 'respaldo en acero', 'placa de semilla', 'Metal Backup'],
  },
  'address-verification': {
    term: 'Verificación de direcciones',
    aliases: ['verificar la dirección', 'Address Verification'],
  },
  'address-reuse': {
    term: 'Reutilización de direcciones',
    aliases: ['reutilizar direcciones', 'dirección reutilizada', 'Address Reuse'],
  },
  'watch-only-wallet': {
    term: 'Billetera de solo lectura',
    aliases: ['billeteras de solo lectura', 'Watch-Only Wallet', 'watch-only'],
  },
  'air-gapped': { term: 'Aislado (air-gapped)', aliases: ['air-gapped', 'air gapped', 'aislamiento total'] },
  'inheritance-planning': {
    term: 'Planificación de la herencia',
    aliases: ['plan de herencia', 'planes de herencia', 'herencia de bitcoin', 'Inheritance Planning'],
  },
  'clipboard-malware': {
    term: 'Malware del portapapeles',
    aliases: ['clipper', 'Clipboard Malware'],
  },
  'proof-of-reserves': { term: 'Prueba de reservas', aliases: ['Proof of Reserves'] },
  'ponzi-scheme': { term: 'Esquema Ponzi', aliases: ['esquemas Ponzi', 'Ponzi', 'Ponzi Scheme'] },
  'wrench-attack': {
    term: 'Ataque de llave inglesa',
    aliases: ['ataques de llave inglesa', 'Wrench Attack'],
  },
  // -------------------------------------------------------------- advanced
  taproot: { term: 'Taproot', aliases: [] },
  'stock-to-flow': { term: 'Stock-to-Flow', aliases: ['S2F', 'stock to flow'] },
  'sha-256': { term: 'SHA-256', aliases: ['SHA256'] },
  nonce: { term: 'Nonce', aliases: ['nonces'] },
  'merkle-tree': {
    term: 'Árbol de Merkle',
    aliases: ['árboles de Merkle', 'raíz de Merkle', 'raíces de Merkle', 'Merkle Tree'],
  },
  'soft-fork': { term: 'Soft fork', aliases: ['soft forks', 'soft-fork'] },
  'hard-fork': { term: 'Hard fork', aliases: ['hard forks', 'hard-fork'] },
  bip: { term: 'BIP', aliases: ['BIPs', 'propuesta de mejora de Bitcoin', 'Bitcoin Improvement Proposal'] },
  '51-percent-attack': {
    term: 'Ataque del 51%',
    aliases: ['ataques del 51%', 'ataque de mayoría', '51% Attack'],
  },
  'stale-block': {
    term: 'Bloque obsoleto',
    aliases: ['bloques obsoletos', 'bloque huérfano', 'bloques huérfanos', 'Stale Block'],
  },
  spv: { term: 'SPV', aliases: ['verificación simplificada de pagos', 'billetera SPV', 'billeteras SPV'] },
  bech32m: { term: 'Bech32m', aliases: ['dirección bech32m', 'direcciones bech32m'] },
  'block-size': { term: 'Tamaño de bloque', aliases: ['peso de bloque', 'límite de tamaño de bloque', 'Block Size'] },
  'replace-by-fee': { term: 'Replace-by-Fee', aliases: ['RBF', 'reemplazo por comisión'] },
  'child-pays-for-parent': {
    term: 'Child Pays for Parent',
    aliases: ['CPFP', 'el hijo paga por el padre'],
  },
  'coin-control': { term: 'Control de monedas', aliases: ['Coin Control'] },
  coinjoin: { term: 'CoinJoin', aliases: ['CoinJoins'] },
  'extended-public-key': {
    term: 'Clave pública extendida',
    aliases: ['claves públicas extendidas', 'xpub', 'xpubs', 'Extended Public Key'],
  },
  'derivation-path': { term: 'Ruta de derivación', aliases: ['rutas de derivación', 'Derivation Path'] },
  'payment-channel': {
    term: 'Canal de pago',
    aliases: ['canales de pago', 'canal Lightning', 'canales Lightning', 'Payment Channel'],
  },
  sidechain: { term: 'Sidechain', aliases: ['sidechains', 'cadena lateral', 'cadenas laterales'] },
  timelock: {
    term: 'Bloqueo de tiempo',
    aliases: ['bloqueos de tiempo', 'timelock', 'timelocks', 'locktime'],
  },
  'bitcoin-script': { term: 'Bitcoin Script', aliases: [] },
  'schnorr-signatures': {
    term: 'Firmas Schnorr',
    aliases: ['firma Schnorr', 'Schnorr', 'Schnorr Signatures'],
  },
  psbt: { term: 'PSBT', aliases: ['PSBTs', 'transacción parcialmente firmada', 'transacciones parcialmente firmadas'] },
} satisfies Record<GlossaryTermId, GlossaryNames>;

/** The glossary's categories in Spanish, as the filter buttons and the term cards name them. */
export const glossaryCategoryLabelsEs = {
  basics: 'Fundamentos',
  technology: 'Tecnología',
  investing: 'Inversión',
  security: 'Seguridad',
  advanced: 'Avanzado',
} satisfies Record<GlossaryCategory, string>;
