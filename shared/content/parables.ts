import type { Language } from '../i18n/languages';
import { ATTRIBUTION_NOTICE } from './guide';
import {
  getParableSummary,
  parableIds,
  parableSummaries,
  type ParableId,
  type ParableSummary,
  type StoryListItem,
} from './parables-index';

/**
 * Stories from Babylon: the ten parables of George S. Clason's The Richest Man in Babylon, retold
 * in Arkad's own words (issue 44, point 3). Each story says what it teaches about saving and what
 * it does not say about Bitcoin: Clason wrote his parables in the 1920s and never wrote about it.
 *
 * The retellings add no plot fact the book does not have: each is drawn from the chapter's text as
 * docs/sources/book-parables.md excerpts it, with the pages it was read from. A passage in
 * Clason's own words is short, quoted exactly from those excerpts, and shown marked as his.
 */

/** A short passage in Clason's own words, quoted exactly, and who speaks it in the story. */
export interface ClasonQuote {
  text: string;
  /** Who says it, or where in the chapter it stands ('Kobbi, to Bansir'). */
  speaker: string;
}

export interface Parable {
  id: ParableId;
  /** The story, retold in modern words, paragraph by paragraph. */
  story: readonly string[];
  /** One short passage in Clason's words. */
  inClasonsWords: ClasonQuote;
  /** What the story teaches about saving, in Arkad's words. */
  teaches: readonly string[];
  /** What the story does not say about Bitcoin. */
  notAboutBitcoin: string;
}

/** The label a quotation of the book carries, with the book's copyright status (docs/content.md). */
export const CLASON_QUOTE_LABEL = 'In Clason’s words';
export const CLASON_QUOTE_NOTE =
  'From The Richest Man in Babylon by George S. Clason, a work in the public domain in the United States.';

/** A heading for each part of a story's page. */
export const PARABLE_PARTS = {
  story: 'The story, retold',
  teaches: 'What it teaches about saving',
  notAboutBitcoin: 'What it does not say about Bitcoin',
} as const;

/** What every story's page says around the story, in one language. */
export interface ParablePageText {
  /** The book's attribution, under every story. */
  attribution: string;
  quoteLabel: string;
  quoteNote: string;
  parts: { story: string; teaches: string; notAboutBitcoin: string };
}

/**
 * Words a minute for the reading-time estimate: the rate every step's estimate in
 * shared/domain/learning-progress.ts uses (docs/learning-path.md, 'Progress'), a careful pace for
 * learning; the adult average for silent reading of non-fiction is about 238 (Brysbaert, 2019).
 */
export const READING_WORDS_PER_MINUTE = 200;

const parableTexts: Readonly<Record<ParableId, Omit<Parable, 'id'>>> = {
  'the-man-who-desired-gold': {
    story: [
      'Bansir builds chariots in Babylon, and he is good at it. One hot afternoon he is not at work. He sits on the low wall around his house, looking at a chariot he has not finished. His wife keeps glancing at him from the door: the meal bag is nearly empty, and the chariot has to be delivered before the wealthy customer pays for it. Bansir does not move. He is turning over a problem he cannot solve.',
      'Around him is the richest city in the world. Beyond his simple house rises the wall of the king’s palace and the painted tower of the Temple of Bel. Rich people’s chariots push through the streets past barefoot beggars, and long lines of slaves carry goatskins of water to the king’s hanging gardens. Grandeur and poverty sit side by side.',
      'The sound of a lyre wakes him from his thoughts. It is his old friend Kobbi, the musician. Kobbi has come to borrow two shekels, only until after the noblemen’s feast that night. Bansir has to tell him that his own purse is as empty as Kobbi’s.',
      'That is his problem. The two men have worked long hours for half a lifetime. They have earned plenty of coin over the years, and they have spent it as freely as they earned it. Bansir has built the finest chariots he could, hoping that the gods would one day notice and reward him. They never have, and he now sees that they never will. He worries for their sons too: are they not following in their fathers’ footsteps, to live among all this wealth on sour goat’s milk and porridge?',
      'Watching the water carriers bent under their loads, the two friends admit that they are not much better off, free men though they are: working and working, and getting nowhere. Then Kobbi remembers something. That very day he saw their old friend Arkad riding past in his golden chariot. Arkad, who is said to be the richest man in Babylon, still waved to Kobbi in front of everyone.',
      'Bansir jokes that a man that rich must carry a fat wallet. Kobbi corrects him: wealth is not the purse a man carries. A purse empties quickly when nothing flows in to refill it. Arkad has an income that keeps his purse full however freely he spends. Bansir seizes on the word. An income: that is what he wants, something that flows into his purse whether he sits on the wall or travels to far lands.',
      'Could Arkad explain how it is done? Kobbi thinks he must have taught his son Nomasir, who is said to have gone to Nineveh and become one of its richest men without his father’s help. It costs nothing, Bansir says, to ask a good friend for wise advice. And Kobbi sees why they have never found any wealth: they never looked for it. Bansir worked patiently at building strong chariots, and at that he succeeded. Kobbi worked at becoming a skilful lyre player, and at that he succeeded. Each succeeded at what he put his best effort into. Now, they decide, they will learn how to prosper too. They set off to ask Arkad.',
    ],
    inClasonsWords: {
      text: 'a man’s wealth is not in the purse he carries. A fat purse quickly empties if there be no golden stream to refill it.',
      speaker: 'Kobbi, to Bansir',
    },
    teaches: [
      'Hard work and a good income do not make savings by themselves. Bansir and Kobbi earned well for half a lifetime and spent everything they earned. What they lacked was not effort but a habit of keeping part of it.',
      'The story also draws a line between a full purse and an income. A sum of money runs out; a stream that keeps flowing in does not. Saving is how a stream of your own begins.',
      'And it ends on a plain point: the two friends had never saved because they had never set out to. They succeeded at what they aimed at. Learning how money is kept is something a person can decide to do, and asking someone who knows costs nothing.',
    ],
    notAboutBitcoin:
      'The story is about spending everything one earns. It does not say that any asset, bitcoin included, cures that; nor that buying one makes up for a habit of saving nothing. Clason wrote it long before bitcoin existed and never wrote about it.',
  },
  'the-richest-man-in-babylon': {
    story: [
      'Bansir, Kobbi and other old friends of Arkad come to ask him how he became rich while they did not. He answers by telling them how he learned it himself.',
      'As a young man Arkad was a scribe in the hall of records, carving clay tablets for long hours a day. Month after month he worked, and had nothing to show for it: food, clothing, offerings to the gods and things he could not even remember took all he earned. One day Algamish, a money lender, ordered a copy of the Ninth Law, to be ready in two days for two coppers. The law was long, and when Algamish came back it was not finished. Arkad, unafraid, offered him a bargain: if Algamish, a very rich man, would tell him how to become rich, he would carve all night and have it done by sunrise. Algamish called him a forward young man and agreed. Arkad carved all night, and at sunup the tablets were complete.',
      'His secret fitted in one sentence: he had found the road to wealth when he decided that a part of all he earned was his to keep. Arkad protested that all he earned was his to keep already. Far from it, said Algamish. Arkad paid the garment maker, the sandal maker and everyone else; he paid everyone but himself. What if he kept one tenth of all he earned: how much would he have in ten years? And every coin saved, Algamish said, is a worker that can earn more, and whatever it earns can earn again. Wealth grows like a tree from a tiny seed, and the sooner the seed is planted, the sooner the tree grows.',
      'So each time Arkad was paid, he took one coin from every ten and put it away. A year later Algamish came back and asked what he had done with his savings. Arkad had given them to Azmur, a brickmaker who was going to Phoenicia, to buy rare jewels there that could be sold at a profit back home. The jewels were worthless glass. Algamish was blunt: why trust a brickmaker’s knowledge of jewels? Advice on a thing is worth taking from someone experienced in it. The savings were gone, but the habit was not.',
      'Arkad kept saving. Later he lent his savings to Aggar, a shield maker, and each time he lent to him again he lent back the rent Aggar had paid him as well, so that not only his savings grew but their earnings too. When Algamish came back again and asked whether he had what he desired, Arkad could answer: not yet all of it, but some, and it earned more, and its earnings earned more as well.',
      'Algamish told him that he had learned his lessons well, the first of them being to live on less than he earned. The others were in the story itself: to take advice only from people who know the matter, and to put gold to work, and its earnings with it. That was the start of the fortune that made Arkad the richest man in Babylon.',
      'When his friends ask how they can do the same, Arkad tells them to say to themselves every morning, “A part of all I earn is mine to keep”, and then to keep a share that seems wise to them: never less than a tenth. Let it work, and let its earnings work. The rest of the book grows out of that first rule.',
    ],
    inClasonsWords: {
      text: 'A part of all you earn is yours to keep. It should be not less than a tenth no matter how little you earn. It can be as much more as you can afford. Pay yourself first.',
      speaker: 'Algamish, to young Arkad',
    },
    teaches: [
      'Pay yourself first: set aside your share before anything else is paid, and never less than a tenth, however little you earn. A saver who waits to save what is left at the end of the month usually finds nothing left.',
      'Arkad’s first savings were lost because he took advice from someone who knew nothing about what he was buying. His second year’s earnings were spent instead of put back to work. Both mistakes are part of the lesson: keep the habit going after a loss, ask people who know the matter, and let what your savings earn stay saved.',
      'The story also shows that the habit matters more than the first sum. A tenth of a scribe’s pay was small; it was the keeping, year after year, that built Arkad’s fortune.',
    ],
    notAboutBitcoin:
      'Algamish’s rule is to keep at least a tenth of what you earn; it says nothing about what to keep it in. Clason never wrote about bitcoin, and the story does not say that a tenth, or any share, belongs in it. Arkad’s Guide shows how a saver who chooses bitcoin could apply the rule, as its own reading, not the book’s.',
  },
  'seven-cures-for-a-lean-purse': {
    story: [
      'Clason opens the chapter by saying that Babylon’s riches were the result of its people’s wisdom: they first had to learn how to become wealthy. When the good king Sargon comes home after defeating his enemies, the Elamites, his chancellor tells him of a serious situation. For many years the king’s great irrigation canals and temples gave the people work and prosperity. Now the works are finished, and the people cannot support themselves: labourers have no employment, merchants have few customers, farmers cannot sell their crops, and people have not enough gold to buy food.',
      'Where, the king asks, has all the gold gone that was spent on those works? And why have so few of his people kept any of it? The king sends for Arkad, the richest man in Babylon, and asks whether the way to wealth can be taught. Arkad asks that the chancellor arrange a class of a hundred men, and he will teach them the seven cures that fattened his own purse.',
      'Arkad tells the hundred men that he was once a poor young scribe, with a purse as lean as anyone’s. He looked for every cure for a lean purse, and he found seven. He will explain one each day, for seven days.',
      'On the first day he teaches the first cure: of every ten coins put into the purse, take out only nine for spending. The purse begins to grow at once. He asks them not to scorn the rule because it is simple. On the second day he warns that what each of us calls necessary expenses will always grow to equal our income unless we resist them, and he asks them to budget, so that the nine tenths pay for what they need and the enjoyments they value most, without touching the tenth.',
      'On the third day he teaches them to put their savings to work, as he did with his loans to Aggar the shield maker, so that the gold earns more gold. On the fourth he warns that misfortune loves a shining mark: the first rule of investing is to keep the principal safe, to invest only where it can be recovered, and to take the advice of people experienced in handling money. On the fifth he tells them to own the house they live in rather than pay rent to a landlord for life. On the sixth, to provide in advance for old age and for their families. On the seventh, he talks not of gold but of themselves: to study, to grow more skilful, and so to earn more.',
      'Arkad’s Guide sets out each of the seven cures on its own card, with what Clason meant and how a saver might practise it today; this story is the frame around them, the reason the cures were taught at all.',
    ],
    inClasonsWords: {
      text: 'For every ten coins thou placest within thy purse take out for use but nine.',
      speaker: 'Arkad, on the first day',
    },
    teaches: [
      'The seven cures are a full plan for a saver: keep at least a tenth; budget the rest so that expenses do not swallow it; put savings to work; keep the principal safe before seeking returns; own your home; provide for old age and family; and grow your ability to earn.',
      'The first two come first for a reason. No return on savings helps someone who saves nothing, and a budget is what keeps the saved tenth from being spent on daily living. The fourth cure guards everything the others build, and the seventh, a growing ability to earn, makes each tenth larger than the last.',
      'The frame of the story makes a point of its own: the king’s problem was not that Babylon lacked wealth, but that most people had never been taught how to keep any. Saving can be learned, and taught.',
    ],
    notAboutBitcoin:
      'None of the cures names an asset to hold, and Clason, writing in the 1920s, never wrote about bitcoin. The fourth cure is about keeping the principal safe, not about any cash reserve or coin. When Arkad’s Guide applies a cure to bitcoin, it is Arkad’s reading, marked as such on each card.',
  },
  'meet-the-goddess-of-good-luck': {
    story: [
      'In Babylon there is a Temple of Learning, where volunteers teach the wisdom of the past and anyone may join an open discussion. Inside its walls all men meet as equals: the humblest slave may dispute the opinion of a prince. One evening Arkad leads a discussion there on a question everyone cares about: how can a man attract good luck?',
      'The first answers turn to the gaming tables and the races, and Arkad soon shows that they are not where luck lives: the game is arranged in its keeper’s favour, and men lose more gold there than they win. If there is a goddess of good luck, Arkad says, she is to be found where people do worthwhile work that deserves a reward: in tilling the soil, in honest trade, in every occupation where effort can earn a profit. There, if a man persists, the chances of profit are in his favour; at the games they are always against him.',
      'So Arkad turns the question around. Has any of them had good luck within reach, and let it go? The stories start to come.',
      'A buyer tells of a chance he was offered as a young man: the son of his father’s friend planned to buy a stretch of barren land near the city and make it fruitful, and invited him to join. He thought it a fine plan, and put off his part until the chance was gone. For years he blamed the loss of such chances on other things, then on his own stubbornness; at last he recognised the habit for what it was: needless delay where prompt and decisive action was required. A merchant tells a similar tale. One evening a herder who had to hurry home to his sick wife offered him a whole flock of sheep for less than its usual price; the merchant would not pay until the sheep were counted in the morning, and the bargain was lost. He too had to recognise this enemy and beat it. A Syrian visitor, in his broken speech, adds that a man who answers opportunity with “by and by” is left behind: she does not wait for slow fellows.',
      'The stories are alike, and for the same reason: the chance came, the man delayed, and the chance went. The spirit of putting things off, the merchant says, is in everyone. We want wealth, and yet when opportunity appears something inside us argues for delay, and in listening to it we become our own worst enemies. Arkad agrees: in his long life he has watched generation after generation, and opportunities came to all of them; some grasped theirs and moved steadily on.',
      'The evening ends with the answer the group has reached together. Good luck is not a gift that falls on the idle or on the gambler. It favours people who recognise an opportunity and act on it: men of action, as the chapter puts it, please the goddess best.',
    ],
    inClasonsWords: {
      text: 'So must every man master his own spirit of procrastination before he can expect to share in the rich treasures of Babylon.',
      speaker: 'the merchant, to the Temple of Learning',
    },
    teaches: [
      'Luck, in the story, is not found at the gaming table, where the keeper of the game wins over time and players lose more than they win. It is found where people do useful work and act on their chances.',
      'For a saver the lesson is about delay. The first tenth kept, the budget made, the debt faced: each is an opportunity that procrastination argues to put off until “by and by”. Starting is the part that cannot wait.',
      'The story also warns against mistaking a gamble for an opportunity. The men in the temple agree that a game arranged in its keeper’s favour is not where good luck lives. An opportunity, in the story, is something a person can judge and act on through their own work: land to improve, a flock to buy at a fair price.',
    ],
    notAboutBitcoin:
      'The story praises acting on opportunity, not buying any particular thing at any particular time; it says nothing about bitcoin, which did not exist when Clason wrote. Acting promptly on a saving habit is not the same as hurrying to buy an asset because of fear of missing out, and the story’s own warning about gambling applies to anything bought only in the hope of a quick win.',
  },
  'the-five-laws-of-gold': {
    story: [
      'Kalabab, an old caravan master, sits with his camel drivers in the desert one night. They have been good workers, and he offers to tell them a tale he heard as a young rug seller, in Nineveh, from Nomasir, the son of Arkad. It is the tale of the five laws of gold.',
      'In Babylon, Kalabab explains, the sons of rich men usually live at home until they inherit. Arkad disagreed with the custom. When Nomasir came of age, his father sent for him and said that he wished his son to inherit his estate, but that first he must prove he could manage it. He must go out into the world and show that he could both earn gold and win the respect of other men.',
      'To start him well, Arkad gave him two things he himself had not had as a poor young man. The first was a bag of gold: used wisely, it would be the base of his future success. The second was a clay tablet on which the five laws of gold were carved: if he followed them in what he did, they would bring him competence and security. In ten years Nomasir was to come back and give an account of himself.',
      'Nomasir went to Nineveh, a growing city, with a caravan. On the way two friendly, well-spoken men told him about a rich man in Nineveh whose horse had never been beaten, and who would bet any sum on it; their own white horse, they said, could beat it with ease. As a great favour they let Nomasir join their wager. Their horse was badly beaten, and he lost much of his gold. He learned later that the man in Nineveh was their partner, and that they travelled with caravans looking for young men like him.',
      'A second lesson followed, just as bitter. Another young man from the caravan, the son of wealthy parents, told him that a merchant had died and that his shop, with its goods and its customers, could be bought, and Nomasir put his gold into a business he knew nothing about. He lost the gold before he had learned the tablet; only then did he turn to its laws.',
      'Ten years after he left, Nomasir came home, with his family, and told his father all of it: the gold he lost, and what he learned. Kalabab had opened the tale with a question to his listeners: a bag of gold or a clay tablet carved with wisdom, which would they choose? “The gold”, they answered, all twenty-seven. Men given the choice, Kalabab said, ignore the wisdom and waste the gold. Nomasir’s story is the proof, and the tablet’s laws are the wisdom. The first: gold comes gladly, and in growing amounts, to anyone who puts aside at least a tenth of their earnings for their future and their family’s. The second: gold works for the wise owner who finds it profitable employment. The third: gold stays with the cautious owner who invests it on the advice of people wise in handling it. The fourth: gold slips away from those who invest it in businesses they do not know. The fifth: gold flees those who force it toward impossible earnings, follow the advice of tricksters and schemers, or trust it to their own inexperience.',
    ],
    inClasonsWords: {
      text: 'Gold cometh gladly and in increasing quantity to any man who will put by not less than one-tenth of his earnings to create an estate for his future and that of his family.',
      speaker: 'the first law, on Arkad’s tablet',
    },
    teaches: [
      'Nomasir’s bag of gold was a head start, and he lost much of it in his first weeks, to a rigged wager and to a business he did not understand. A sum of money is not safe in the hands of someone who does not yet know how to keep it.',
      'The laws turn the story into rules a saver can use: keep at least a tenth; put it to work; take advice from people experienced in handling money; stay out of what you do not understand; and distrust promises of impossible earnings.',
      'The order matters. The first law is about saving; the other four are about not losing what has been saved.',
    ],
    notAboutBitcoin:
      'The laws are about gold in Clason’s Babylon and about money in general. They do not mention bitcoin, and they do not say that any asset obeys them. The fifth law’s tricksters have modern forms, from rigged bets to promises of doubled coins, but applying the law to bitcoin scams is Arkad’s reading, set out in the Guide, not Clason’s.',
  },
  'the-gold-lender-of-babylon': {
    story: [
      'Rodan, a spear maker, has had a stroke of fortune: the king liked his design for a new spear point and gave him fifty pieces of gold. The gift troubles him. Should he lend it to his sister’s husband? The fifty pieces mean much to him, and he does not know what to do, so he goes to Mathon, a gold lender, for advice.',
      'Mathon is delighted. Many people come to a gold lender for gold to pay for their follies, he says, but nobody comes for advice, though who is better placed to give it than the man whom so many come to in trouble? He invites Rodan to eat with him, and opens his token chest.',
      'From everyone he lends to, Mathon keeps a token until the loan is repaid. The safest loans, the chest has taught him, are to people who own more than they borrow: land, jewels or camels that could be sold to repay. Next come people who can earn: those who work and are paid, and who, if honest and spared misfortune, can repay from their wages. Loans to people with neither property nor a sure income are the riskiest, unless friends who know them to be honourable stand behind them.',
      'Then Mathon takes out the tokens one by one. A bronze neck-piece belonged to a good friend who spent all his gold on a dazzling wife; the friend died in a quarrel with her, and she drowned herself in the Euphrates. Neither loan will ever be repaid: people in the grip of great emotions, Mathon says, are not safe risks. A ring carved from ox bone belongs to a farmer. When locusts took his crop, Mathon lent him enough to eat, and the farmer repaid from the next harvest; later he borrowed again, to fetch goats with fine long hair from a distant land for weaving rugs, and he insists on repaying promptly. Loans for purposes that bring money back, Mathon has found, tend to come back; loans for someone’s indiscretions are to be watched.',
      'A jewelled bracelet belongs to a talkative woman who borrowed so that her son could become a caravan owner’s partner; the caravan owner was a rascal who left the boy in a distant city without money or friends. A knotted bit of rope belongs to Nebatur, a camel trader, who borrows to buy herds bigger than his funds and always repays: a wise trader. And a beetle carved from turquoise belongs to a young man who wanted to get rich quickly, borrowed on his father’s land and herd, and failed; now he says he cannot repay. Hopeless debt, Mathon warns, is like a deep pit, quick to fall into and hard to climb out of. Yet he does not discourage borrowing for a wise purpose: he made his own first success as a merchant with borrowed gold.',
      'Then Rodan repeats his question: should he lend the fifty pieces to his sister’s husband? Mathon would ask the man what he wants it for. If he wants to become a merchant, what does he know of trade: where to buy at the lowest cost, where to sell at a fair price? He could not say yes, Rodan admits: he has helped make spears, and helped a little in the shops. Then, says Mathon, his purpose is not wise, however worthy, and Mathon would not lend to him.',
      'What does Rodan want most from his gold, Mathon asks? To keep it safe. Would it be safe with his sister’s husband? Rodan fears not. Then he should not let a feeling of obligation put his treasure at risk: if he wants to help his family, he can find other ways. Only after safety comes the wish that the gold earn more.',
    ],
    inClasonsWords: {
      text: 'The safest loans, my token box tells me, are to those whose possessions are of more value than the one they desire.',
      speaker: 'Mathon, to Rodan',
    },
    teaches: [
      'Safety first: before asking what savings could earn, ask whether they would come back. Mathon’s tokens sort borrowers by what stands behind the loan: property worth more than the loan, an income to repay from, or only hope.',
      'A good purpose is not enough. Mathon would not lend to a would-be merchant who does not know the trade, and the young man with the turquoise beetle borrowed to get rich quickly. Money lent, or invested, in what the borrower does not understand is money at risk.',
      'And love is not a safeguard. Lending to family out of obligation can cost both the money and the relationship; Mathon’s advice is to help in other ways rather than risk the savings themselves.',
    ],
    notAboutBitcoin:
      'Mathon lends gold against tokens in Clason’s Babylon; he says nothing about lending bitcoin, which did not exist, or about any platform that pays interest on it. Arkad’s Guide notes, as its own reading, that platforms promising interest on bitcoin have failed and frozen their customers’ funds. The story’s own test still applies to any loan: what stands behind it, and would it come back?',
  },
  'the-walls-of-babylon': {
    story: [
      'Old Banzar, a soldier of an earlier day, stands guard at the passage that leads to the top of Babylon’s walls. Above him the defenders are fighting to hold the walls, and the whole city depends on them. The roar of the attacking army comes over the wall, with the trampling of horses and the boom of battering rams against the bronze gates. Behind the gate wait the spearmen, too few for the task.',
      'Babylon is nearly undefended. Its main armies are far away in the east with the king, on a great campaign against the Elamites. No attack was expected while they were gone. Then, without warning, the Assyrian armies come down from the north. For three days they circle the city; then they throw their whole strength against this one gate. On the walls the defenders beat back the climbing platforms and the scaling ladders with arrows and burning oil, and with spears against any who reach the top. Thousands of enemy archers shoot at them in return.',
      'Banzar, nearest the fighting, is the first to hear how it goes, and frightened citizens crowd around him for news. The wounded and the dead are carried out past them.',
      'An old merchant pushes close, his hands trembling. His sons are with the king’s army; there is no one to protect him and his wife. If the enemy gets in, he says, they will take his goods and his food, and the two of them are too old to defend themselves. Banzar answers calmly: the walls are strong. Go back to the market and tell your wife that the walls will protect you. A woman comes next with the same question, and Banzar sends her home to her sick husband with the same answer. Then a small, frightened child asks it, and he gives the child the same promise.',
      'The attack goes on day after day, for weeks, and Banzar watches the wounded and the dead pass him. At last the attack fails. A shout of victory rises from the walls, the flames of victory are lit in the temple, and the people pour out of their houses to celebrate. The walls were built long before this attack, and because they were there when it came, the city survived without its army.',
      'Clason ends the chapter by stepping out of the story. Babylon’s walls, he writes, are an example of people’s need and wish for protection, a need that has never gone away. In his own day people meet it in other ways: with savings, sound investments and insurance, built in advance against the troubles no one can foresee.',
    ],
    inClasonsWords: {
      text: 'And now the walls must hold or Babylon was doomed.',
      speaker: 'the narrator, as the Assyrians attack',
    },
    teaches: [
      'Protection has to be built before it is needed. Babylon’s walls were not raised on the day of the attack; they held because they were already there when the army was away and the enemy came without warning.',
      'For a saver the walls are the reserve that stands between an unexpected event and ruin: savings set aside for trouble, and insurance where it fits. Clason names both. Arkad’s Guide applies the same idea when it puts a budget and an emergency fund before any riskier saving.',
      'The story also shows what such protection is worth in the moment: calm. Banzar can send the merchant home because the walls are strong. A saver with a reserve can meet a bill without panic, and without being forced to sell something at a bad moment to pay it.',
      'Notice, too, whom the walls protected: an old couple whose sons were away, a woman nursing a sick husband, a child. A reserve protects the people who depend on the saver as well as the saver, which is what the sixth cure, providing for one’s family, asks for too.',
    ],
    notAboutBitcoin:
      'Clason’s modern walls are savings, sound investments and insurance; he wrote in the 1920s and never mentioned bitcoin. The story does not say that bitcoin is a wall against anything. An asset whose price can fall sharply is a poor place for the money an emergency may need soon, which is why Arkad’s Guide keeps an emergency fund outside it.',
  },
  'the-camel-trader-of-babylon': {
    story: [
      'Tarkad, the son of Azur, is hungry. For two days he has eaten nothing but two small figs taken from over a garden wall. He wanders past the market stalls and paces outside the eating house, hoping to meet someone who will lend him a copper for a meal. Instead he comes face to face with the one man he most wanted to avoid: Dabasir, the camel trader, to whom he owes two pieces of copper and a piece of silver, and to whom he has broken his promise to repay.',
      'Tarkad stammers that he has nothing to repay with. Dabasir takes him into the eating house, orders himself a leg of goat and, while Tarkad watches hungrily, tells everyone within earshot a story: did anyone know that he was once a slave in Syria?',
      'As a young man, Dabasir learned his father’s trade of making saddles. He married, and earned enough to support his wife in a modest way. But he wanted good things he could not afford, and he found that shopkeepers would let him pay later. So he dressed in fine clothes and bought many things for his wife and home, beyond what he earned. For a while it went well; then he found he could not both live on his earnings and pay his debts. His creditors pursued him, he borrowed from friends and could not repay them either, and his wife went back to her father. Dabasir left Babylon to try his luck in another city.',
      'For two years he drifted, working for caravan traders, until he fell in with a band of robbers who raided the desert. That life ended in slavery: Dabasir was sold as a slave in Syria. There his master’s wife, Sira, told him some hard truths. His debts were his enemies, she said; they had driven him out of Babylon. He had left them alone and they had grown too strong for him. Had he fought them as a man, he could have beaten them and been respected in his city; but he had not had the soul to fight them, and now he was a slave. Did he have the soul of a free man, or the soul of a slave?',
      'Days later Sira gave him a chance to prove it. She had him saddle two of her husband’s best camels for a visit to her sick mother, and that evening, with her husband drunk, she told him to take the camels and escape. Dabasir crossed the desert, hungry and thirsty, and on that journey he found his answer to Sira’s question: he would go back to Babylon and face his debts, as a free man would.',
      'Back in Babylon he went to every man he owed and asked for time until he could earn enough to repay. Most gave it gladly; some cursed him; and one helped: Mathon the gold lender, who, learning that Dabasir had tended camels in Syria, sent him to old Nebatur, a camel trader who had just been commissioned by the king to buy many herds. There Dabasir’s knowledge of camels was put to good use, and little by little he repaid every copper and every piece of silver. Then, at last, he could hold up his head as an honourable man.',
      'His story told, Dabasir calls to the kitchen for more meat, and a large portion for Tarkad, the son of his old friend, who is hungry and shall eat with him.',
    ],
    inClasonsWords: {
      text: 'Where the determination is, the way can be found.',
      speaker: 'Dabasir, to Tarkad',
    },
    teaches: [
      'Debt grows quietly. Dabasir bought on credit beyond his earnings, paid as he could, and one day found that his income could not cover both his living and his debts. Buying what you cannot pay for is borrowing from the person you will be later.',
      'Running away does not end a debt. Dabasir’s debts drove him out of his city and, in the end, into slavery. What ended them was going back, telling each creditor the truth, asking for time, and paying from what he earned.',
      'The story is also about help. The creditor who helped most was the one who found Dabasir work that used what he knew. The next story, The Clay Tablets from Babylon, gives Dabasir’s plan in numbers.',
    ],
    notAboutBitcoin:
      'Dabasir’s story is about consumer debt and facing creditors. It says nothing about bitcoin, which Clason never wrote about, and it does not suggest that any asset is a way out of debt. Borrowing to buy an asset whose price can fall is its own kind of debt, with the same danger Dabasir met: repayments that earnings cannot cover.',
  },
  'the-clay-tablets-from-babylon': {
    story: [
      'This chapter is told in letters. On 21 October 1934, Alfred H. Shrewsbury, of the Department of Archaeology at Nottingham University, writes to Professor Franklin Caldwell of the British Scientific Expedition at Hillah, in Mesopotamia. Five clay tablets from Caldwell’s dig in the ruins of Babylon have arrived safely, and Shrewsbury has translated them. One expects the distant past to speak of romance and adventure, he writes; instead the tablets tell of a man named Dabasir trying to pay off his debts. Shrewsbury and his wife, whose own affairs could be much improved, mean to try the old plan on themselves.',
      'The first tablet is Dabasir’s own record. He has recently come back from slavery in Syria, determined to pay his just debts and become a man of means worthy of respect in Babylon. On the advice of his friend Mathon, the gold lender, he will follow an exact plan with three purposes.',
      'First, the plan provides for his future: one tenth of all he earns he will keep as his own. Mathon says that a man with coins in his purse he need not spend is good to his family and loyal to his king, and a man with nothing in his purse has a bitter heart. Second, it provides for his household: seven tenths of all he earns will pay for a home, clothes and food for him and his wife, who has come back to him, with a little extra so that their life is not without pleasure. But they must never spend more than seven tenths; on that, Mathon says, the whole plan depends. Third, the plan pays his debts: two tenths of all he earns will be divided fairly among his creditors, and paid in small sums from his earnings.',
      'The second tablet lists the people he owes. The third gives the total: one hundred and nineteen pieces of silver and one hundred and forty-one pieces of copper. He writes that, owing so much and seeing no way to repay, he let his wife go back to her father and ran away, only to end in slavery; now he sees his folly. He has visited each creditor and explained that he has nothing to pay with but his ability to earn, and that he will pay two tenths of all he earns, evenly and honestly, until every debt is paid. Ahmar, whom he thought his best friend, insulted him. Birejik, a farmer, begged to be paid first because he badly needed it. Alkahad, the house owner, threatened trouble unless he was paid in full soon. All the rest accepted. Dabasir is more determined than ever: it is easier, he has found, to pay one’s just debts than to avoid them, and he will treat every creditor alike.',
      'The later tablets record the months that follow, each time the moon is full. He works hard with a free mind, his wife supports the plan, and the sums are kept: a tenth saved, seven tenths lived on, two tenths to the creditors, until the debts are paid.',
      'A second letter from Shrewsbury closes the chapter. He and his wife tried the plan on their own old bills. As those bills are paid off, they will have more to put into an investment, and some to spare for travel, and they are determined never again to let their living expenses exceed seventy per cent of their income. Dabasir, Shrewsbury writes, had been through it all, and wanted others to benefit from his bitter experience.',
    ],
    inClasonsWords: {
      text: 'being convinced that it is easier to pay one’s just debts than to avoid them.',
      speaker: 'Dabasir, on the third tablet',
    },
    teaches: [
      'Saving and repaying debt can happen at the same time. Dabasir’s plan keeps a tenth for himself from the very first month, while two tenths go to his creditors. He does not wait until he is out of debt to start saving.',
      'The plan works only because the middle share is fixed: seven tenths to live on, never more. That is the second cure, a budget, doing its job. Everything else in the plan depends on it.',
      'Honesty with creditors is part of the method. Dabasir tells each of them what he can pay and pays them all alike, including those who were hard on him. Shrewsbury’s letters show the same plan working, in the story, for a professor and his wife thousands of years later.',
    ],
    notAboutBitcoin:
      'Dabasir’s tenth is kept as coins in his purse in Clason’s Babylon, and the Shrewsburys’ savings go into an investment of their day; neither is bitcoin, which Clason never wrote about. The story does not say what the saved tenth should be held in. A saver who chooses bitcoin for it could follow the same split, as their own choice, not the book’s.',
  },
  'the-luckiest-man-in-babylon': {
    story: [
      'Sharru Nada, a merchant prince of Babylon, rides at the head of his caravan on the long road from Damascus. He likes fine clothes and fine horses, and few would guess his age. The desert and its raiders do not worry him; the young man riding beside him does. This is Hadan Gula, the grandson of Sharru Nada’s old partner Arad Gula, to whom Sharru Nada owes a debt he feels he can never repay. He would like to help the grandson, but the young man, with his rings and earrings, seems to have no taste for work, and asks why a rich man like Sharru Nada still works so hard.',
      'Sharru Nada answers with a story he has never told him. He was once a slave. His brother, after a night of gaming and barley beer, killed a friend in a brawl; to keep the brother from being prosecuted, their father bonded Sharru Nada to the widow, and when the father could not raise the silver to free him, she sold him to a slave dealer. He was marched to Babylon in chains, beside Megiddo, a farmer, and Zabado, a sheep thief, and a sailor they called Pirate. Ploughmen in the fields jeered at the column: the king, they called, was waiting for his guests on the city walls, with a banquet of mud bricks and onion soup.',
      'On the road Megiddo told him what he had learned from farming: work was his best friend, the thing that made a man better. When they were put up for sale, Megiddo talked to a farmer about his farm and crops until the farmer bought him. By noon the dealer was fed up, and said that whoever was left at sunset would go to the king’s buyer. Then a fat, good-natured baker came asking for a baker. Sharru Nada stepped up: why look for another baker, when he could teach a willing young man who liked to work, and who would earn gold and silver for him? The baker, Nana-naid, bought him.',
      'Nana-naid taught him to grind barley, build the oven fire and bake. Sharru Nada worked hard, and with his master’s leave he began selling honey cakes in the streets, keeping a share of what he made in a wallet of coins to buy his freedom. One day Arad Gula, a trader he knew, asked him why he worked so hard: the same question Hadan Gula asked today. Sharru Nada told him what Megiddo had said about work, showed him his savings, and said that when he was free he meant to become a merchant.',
      'Then Arad Gula confided a secret: he too was a slave, in partnership with his master. He had saved enough to buy his freedom, but he was afraid to lose his master’s support, and his sales had fallen. Sharru Nada urged him not to cling to his master any longer: to buy his freedom and act like a free man.',
      'Sharru Nada’s own life took a hard turn after that, and for a while he thought he was cursed. Then one day he was brought to his master’s courtyard and found Arad Gula waiting for him. Arad Gula, now free and prospering, had searched everywhere for him, tracked him down through a money lender, and paid a high price for him, because Sharru Nada’s philosophy and enterprise had inspired his success. He was going to Damascus and wanted him as a partner. He broke the clay tablet that recorded Sharru Nada as a slave and stamped the pieces to dust. That, Sharru Nada tells Hadan Gula, was when he knew he was the luckiest man in Babylon. Arad Gula became a leading citizen of Damascus, who bought grain in Egypt during a famine so that no one there would starve. He had been a slave, and he rose by his own work.',
    ],
    inClasonsWords: {
      text: 'Work, thou see, by this, in the time of my greatest distress, didst prove to be my best friend.',
      speaker: 'Sharru Nada, to Hadan Gula',
    },
    teaches: [
      'Earning comes before saving, and the willingness to work is where both begin. Sharru Nada’s luck at the slave market was that he offered to learn; his freedom came from savings built out of work done well.',
      'It is the seventh cure, increase thy ability to earn, told as a life: a slave who learns a trade, sells more by his own enterprise, saves for his freedom and becomes a merchant.',
      'And it says something about luck, as Meet the Goddess of Good Luck does: what Sharru Nada calls his luck came after years of work that made him worth seeking out.',
    ],
    notAboutBitcoin:
      'The story is about work, saving and freedom in Clason’s Babylon, and Clason never wrote about bitcoin. It does not say that any asset replaces earning, or that holding one is a path to freedom; Sharru Nada’s savings came from honey cakes sold one at a time.',
  },
};

export function getParable(id: ParableId): Parable & ParableSummary {
  const summary = getParableSummary(id);
  const text = parableTexts[id];
  if (!summary) throw new Error(`No story ${id}`);
  return { ...summary, ...text, id };
}

/** Every story in the book's order, with its summary. */
export function allParables(): (Parable & ParableSummary)[] {
  return parableIds.map(getParable);
}

/** The words a learner reads on a story's page, in order (what the quiz's key terms are checked against). */
export function parableWords(parable: Parable & ParableSummary): string[] {
  return [
    parable.chapter,
    parable.summary,
    ...parable.story,
    parable.inClasonsWords.text,
    ...parable.teaches,
    parable.notAboutBitcoin,
  ];
}

/** Minutes a story takes to read at READING_WORDS_PER_MINUTE, rounded to the nearest half minute. */
export function readingMinutes(parable: Parable & ParableSummary): number {
  const words = parableWords(parable).join(' ').split(/\s+/).filter(Boolean).length;
  return Math.round((words / READING_WORDS_PER_MINUTE) * 2) / 2;
}

/** The stories in one language: each story's text and list entry, and what its page says around it. */
export interface ParablesContent {
  page: ParablePageText;
  texts: Readonly<Record<ParableId, Omit<Parable, 'id'>>>;
  list: readonly StoryListItem[];
}

/** The stories in English, the source every other language translates. */
export const parablesContent: ParablesContent = {
  page: {
    attribution: ATTRIBUTION_NOTICE,
    quoteLabel: CLASON_QUOTE_LABEL,
    quoteNote: CLASON_QUOTE_NOTE,
    parts: PARABLE_PARTS,
  },
  texts: parableTexts,
  list: parableSummaries,
};

/**
 * The stories in `language`. English is in this module; every other language is its own chunk
 * (shared/content/es/parables.ts), fetched only by a visitor who reads it.
 */
export function loadParables(language: Language): Promise<ParablesContent> {
  if (language === 'es')
    return Promise.all([import('./es/parables'), import('./es/parables-index')]).then(([stories, index]) => ({
      page: stories.parablePageEs,
      texts: stories.parableTextsEs,
      list: index.parableSummariesEs,
    }));
  return Promise.resolve(parablesContent);
}
