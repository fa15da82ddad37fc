import { book, type Authored } from './authored';

/**
 * Step 1, the Guide: Stories from Babylon, the book's ten parables as Arkad retells them
 * (../parables.ts). Each question is taught by its story's page and credits the chapter it retells.
 */
export const storyQuestions = [
  // The Man Who Desired Gold
  {
    id: 'treasury-desired-gold',
    topic: 'stories',
    prompt: 'In ‘The Man Who Desired Gold’, why do Bansir and Kobbi go to see Arkad?',
    options: [
      'They have worked hard for half a lifetime and still have nothing saved',
      'They want to borrow gold from him',
      'They want him to buy a chariot',
      'The king has sent them',
    ],
    answer: 0,
    explanation:
      'Bansir the chariot builder and Kobbi the musician have worked for half a lifetime and both have an empty purse, while their old friend Arkad is said to be the richest man in Babylon. They decide to ask him how.',
    source: book('The Man Who Desired Gold'),
    taughtBy: { kind: 'parable', parable: 'the-man-who-desired-gold' },
    keyTerms: ['half a lifetime', 'empty'],
  },
  {
    id: 'stories-desired-gold-income',
    topic: 'stories',
    prompt: 'Kobbi tells Bansir that a man’s wealth is not the purse he carries. What keeps Arkad’s purse full?',
    options: [
      'A large inheritance',
      'An income that keeps flowing in, however freely he spends',
      'Luck at the gaming tables',
      'Gifts from the king',
    ],
    answer: 1,
    explanation:
      'A purse empties quickly when nothing flows in to refill it. Arkad has an income that keeps his purse full however freely he spends, and that is what Bansir decides he wants.',
    source: book('The Man Who Desired Gold'),
    taughtBy: { kind: 'parable', parable: 'the-man-who-desired-gold' },
    keyTerms: ['an income', 'however freely he spends'],
  },
  {
    id: 'stories-desired-gold-never-sought',
    topic: 'stories',
    prompt: 'What reason do Bansir and Kobbi find for never having found any wealth?',
    options: [
      'The gods were against them',
      'Their trades paid too little',
      'They never looked for it: each succeeded at what he put his best effort into',
      'Babylon had no rich people',
    ],
    answer: 2,
    explanation:
      'They never looked for it. Bansir put his best effort into building strong chariots and Kobbi into playing the lyre, and each succeeded at that. Learning how money is kept is something they can decide to do too.',
    source: book('The Man Who Desired Gold'),
    taughtBy: { kind: 'parable', parable: 'the-man-who-desired-gold' },
    keyTerms: ['they never looked for it', 'best effort'],
  },
  {
    id: 'stories-desired-gold-lesson',
    topic: 'stories',
    prompt: 'What does ‘The Man Who Desired Gold’ teach about hard work and savings?',
    options: [
      'Hard work always makes savings by itself',
      'Hard work and a good income do not make savings by themselves without a habit of keeping part of it',
      'Saving is only possible for the rich',
      'Musicians cannot save',
    ],
    answer: 1,
    explanation:
      'Bansir and Kobbi earned well and spent everything they earned. Hard work and a good income do not make savings by themselves; what they lacked was a habit of keeping part of it.',
    source: book('The Man Who Desired Gold'),
    taughtBy: { kind: 'parable', parable: 'the-man-who-desired-gold' },
    keyTerms: ['do not make savings by themselves', 'a habit of keeping part of it'],
  },
  // The Richest Man in Babylon
  {
    id: 'treasury-azmur',
    topic: 'stories',
    prompt: 'Arkad lost his first year’s savings when he entrusted them to Azmur the brickmaker. What was the lesson?',
    options: [
      'Never save more than a tenth',
      'Keep savings buried in the ground',
      'Brickmaking is a poor trade',
      'Take advice on a thing only from someone experienced in it',
    ],
    answer: 3,
    explanation:
      'Azmur went to Phoenicia to buy jewels, and they were worthless glass. Algamish asked why Arkad had trusted a brickmaker’s knowledge of jewels: advice on a thing is worth taking from someone experienced in it.',
    source: book('The Richest Man in Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-richest-man-in-babylon' },
    keyTerms: ['worthless glass', 'experienced in it'],
  },
  {
    id: 'stories-richest-man-bargain',
    topic: 'stories',
    prompt: 'How did young Arkad, a scribe, get the money lender Algamish to tell him how to become rich?',
    options: [
      'He offered to carve a long law all night and finish it by sunrise',
      'He lent Algamish money',
      'He won it from him at dice',
      'He asked the king to order him',
    ],
    answer: 0,
    explanation:
      'Algamish had ordered a copy of the Ninth Law, and it was not finished in time. Arkad offered a bargain: tell me how to become rich, and I will carve all night and finish it by sunrise. Algamish agreed.',
    source: book('The Richest Man in Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-richest-man-in-babylon' },
    keyTerms: ['carve all night', 'ninth law'],
  },
  {
    id: 'stories-richest-man-children',
    topic: 'stories',
    prompt: 'Algamish says every coin saved can work for its owner. What does he say about what it earns?',
    options: [
      'It should be spent at once',
      'Whatever it earns can earn again',
      'It belongs to the king',
      'It is too small to matter',
    ],
    answer: 1,
    explanation:
      'Every coin saved is a worker that can earn more, and whatever it earns can earn again. Later Arkad lent back to Aggar the rent Aggar had paid him, so that not only his savings grew but their earnings too.',
    source: book('The Richest Man in Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-richest-man-in-babylon' },
    keyTerms: ['whatever it earns can earn again'],
  },
  {
    id: 'stories-richest-man-after-loss',
    topic: 'stories',
    prompt: 'After losing his first savings to Azmur, what did Arkad do?',
    options: [
      'He stopped saving',
      'He borrowed to win the money back',
      'He kept saving, and took advice only from people who knew the matter',
      'He asked Algamish to repay him',
    ],
    answer: 2,
    explanation:
      'The savings were gone, but the habit was not: Arkad kept saving. Keep the habit going after a loss, ask people who know the matter, and let what your savings earn stay saved.',
    source: book('The Richest Man in Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-richest-man-in-babylon' },
    keyTerms: ['kept saving', 'people who know the matter'],
  },
  // Seven Cures for a Lean Purse
  {
    id: 'stories-seven-cures-class',
    topic: 'stories',
    prompt: 'In ‘Seven Cures for a Lean Purse’, how does Arkad teach the cures?',
    options: [
      'He writes them on the city walls',
      'He teaches a class of a hundred men, one cure a day for seven days',
      'He sells them as tablets in the market',
      'He tells them only to the king',
    ],
    answer: 1,
    explanation:
      'At King Sargon’s request Arkad asks for a class of a hundred men, and tells them he will explain one each day, for seven days.',
    source: book('Seven Cures for a Lean Purse'),
    taughtBy: { kind: 'parable', parable: 'seven-cures-for-a-lean-purse' },
    keyTerms: ['a hundred men', 'one each day, for seven days'],
  },
  {
    id: 'stories-seven-cures-why',
    topic: 'stories',
    prompt: 'Why does King Sargon send for Arkad at the start of ‘Seven Cures for a Lean Purse’?',
    options: [
      'The great irrigation canals and temples are finished, and his people cannot support themselves',
      'Arkad owes taxes',
      'The Elamites have taken the city',
      'He wants Arkad to lead the army',
    ],
    answer: 0,
    explanation:
      'The king’s great irrigation canals and temples had given the people work. Now the works are finished and the people cannot support themselves, so the king asks Arkad whether the way to wealth can be taught.',
    source: book('Seven Cures for a Lean Purse'),
    taughtBy: { kind: 'parable', parable: 'seven-cures-for-a-lean-purse' },
    keyTerms: ['irrigation canals', 'cannot support themselves'],
  },
  {
    id: 'stories-seven-cures-simple',
    topic: 'stories',
    prompt:
      'On the first day Arkad teaches that of every ten coins one should spend only nine. What does he ask of his class?',
    options: [
      'To spend all ten on the first day',
      'Not to scorn the rule because it is simple',
      'To give the tenth coin to the temple',
      'To wait until they are rich before saving',
    ],
    answer: 1,
    explanation:
      'Of every ten coins put into the purse, take out only nine for spending: the purse begins to grow at once. He asks them not to scorn the rule because it is simple.',
    source: book('Seven Cures for a Lean Purse'),
    taughtBy: { kind: 'parable', parable: 'seven-cures-for-a-lean-purse' },
    keyTerms: ['not to scorn the rule because it is simple'],
  },
  {
    id: 'stories-seven-cures-order',
    topic: 'stories',
    prompt: 'Why do the first two cures come first, as Arkad’s retelling explains?',
    options: [
      'They are the easiest to skip',
      'They make the others unnecessary',
      'No return on savings helps someone who saves nothing, and a budget keeps the saved tenth from being spent',
      'The king ordered them first',
    ],
    answer: 2,
    explanation:
      'As the retelling puts it, no return on savings helps someone who saves nothing, and a budget is what keeps the saved tenth from being spent on daily living.',
    source: book('Seven Cures for a Lean Purse'),
    taughtBy: { kind: 'parable', parable: 'seven-cures-for-a-lean-purse' },
    keyTerms: ['no return on savings helps someone who saves nothing'],
  },
  // Meet the Goddess of Good Luck
  {
    id: 'treasury-good-luck',
    topic: 'stories',
    prompt: 'In ‘Meet the Goddess of Good Luck’, whom does good luck favour?',
    options: [
      'Gamblers at the races',
      'People who recognise an opportunity and act on it',
      'Those who wait patiently to be chosen',
      'The rich only',
    ],
    answer: 1,
    explanation:
      'The discussion in the Temple of Learning concludes that good luck favours people who recognise an opportunity and act on it; delay lets the chance go.',
    source: book('Meet the Goddess of Good Luck'),
    taughtBy: { kind: 'parable', parable: 'meet-the-goddess-of-good-luck' },
    keyTerms: ['recognise an opportunity and act on it', 'temple of learning'],
  },
  {
    id: 'stories-good-luck-gaming',
    topic: 'stories',
    prompt: 'Why do the men in the Temple of Learning decide that good luck is not found at the gaming tables?',
    options: [
      'The tables are closed at night',
      'At the gaming tables, the game is arranged in its keeper’s favour, and men lose more gold there than they win',
      'The king forbids gambling',
      'Only priests may play',
    ],
    answer: 1,
    explanation:
      'In the story, the game is arranged in its keeper’s favour, and men lose more gold there than they win. Luck is to be found in worthwhile work: in tilling the soil, in honest trade.',
    source: book('Meet the Goddess of Good Luck'),
    taughtBy: { kind: 'parable', parable: 'meet-the-goddess-of-good-luck' },
    keyTerms: ['arranged in its keeper’s favour', 'lose more gold there than they win'],
  },
  {
    id: 'stories-good-luck-procrastination',
    topic: 'stories',
    prompt: 'What do the buyer’s and the merchant’s stories in ‘Meet the Goddess of Good Luck’ have in common?',
    options: [
      'Both were cheated by a trickster',
      'Both lost a chance through needless delay',
      'Both won at the races',
      'Both borrowed from Mathon',
    ],
    answer: 1,
    explanation:
      'The chance came, the man delayed, and the chance went. The buyer came to see his habit as needless delay where prompt and decisive action was required; the merchant too had to recognise this enemy and beat it.',
    source: book('Meet the Goddess of Good Luck'),
    taughtBy: { kind: 'parable', parable: 'meet-the-goddess-of-good-luck' },
    keyTerms: ['needless delay', 'the chance went'],
  },
  {
    id: 'stories-good-luck-not-fomo',
    topic: 'stories',
    prompt: 'What does Arkad’s retelling say the story does NOT say about bitcoin?',
    options: [
      'That acting on a saving habit is good',
      'That luck favours people of action',
      'It does not tell anyone to hurry to buy bitcoin: Clason never wrote about it',
      'That gambling is a poor way to seek luck',
    ],
    answer: 2,
    explanation:
      'The story praises acting on opportunity, not buying any particular thing at any particular time; bitcoin did not exist when Clason wrote. Acting promptly on a saving habit is not the same as hurrying to buy an asset for fear of missing out.',
    source: book('Meet the Goddess of Good Luck'),
    taughtBy: { kind: 'parable', parable: 'meet-the-goddess-of-good-luck' },
    keyTerms: ['fear of missing out', 'did not exist when Clason wrote'],
  },
  // The Five Laws of Gold
  {
    id: 'stories-five-laws-choice',
    topic: 'stories',
    prompt: 'Kalabab asks his listeners: a bag of gold, or a clay tablet carved with wisdom? What do they choose?',
    options: ['The tablet', 'The gold', 'Neither', 'Both'],
    answer: 1,
    explanation:
      '“The gold”, all twenty-seven answer. Men given the choice, Kalabab says, ignore the wisdom and waste the gold; Nomasir’s story is the proof.',
    source: book('The Five Laws of Gold'),
    taughtBy: { kind: 'parable', parable: 'the-five-laws-of-gold' },
    keyTerms: ['ignore the wisdom and waste the gold'],
  },
  {
    id: 'stories-five-laws-horse',
    topic: 'stories',
    prompt: 'How did Nomasir lose much of his father’s gold on the way to Nineveh?',
    options: [
      'Robbers attacked the caravan',
      'He joined a wager on a horse race that his new friends had rigged with the other horse’s owner',
      'He lent it to the king',
      'He buried it and forgot where',
    ],
    answer: 1,
    explanation:
      'Two friendly men let him join their wager against a rich man’s horse; their horse was badly beaten. The man in Nineveh was their partner, and they travelled with caravans looking for young men like him.',
    source: book('The Five Laws of Gold'),
    taughtBy: { kind: 'parable', parable: 'the-five-laws-of-gold' },
    keyTerms: ['wager', 'was their partner'],
  },
  {
    id: 'stories-five-laws-gifts',
    topic: 'stories',
    prompt: 'What two things did Arkad give his son Nomasir when he sent him out into the world?',
    options: [
      'A sword and a horse',
      'A shop and a slave',
      'A bag of gold and a clay tablet carved with the five laws of gold',
      'A letter to the king and a ring',
    ],
    answer: 2,
    explanation:
      'A bag of gold, the base of his future success if used wisely, and a clay tablet on which the five laws of gold were carved. In ten years Nomasir was to come back and give an account of himself.',
    source: book('The Five Laws of Gold'),
    taughtBy: { kind: 'parable', parable: 'the-five-laws-of-gold' },
    keyTerms: ['a bag of gold', 'clay tablet', 'in ten years'],
  },
  {
    id: 'stories-five-laws-order',
    topic: 'stories',
    prompt: 'In Arkad’s retelling, what are the second to fifth laws of gold mostly about?',
    options: ['Spending wisely', 'Not losing what has been saved', 'Paying taxes', 'Borrowing more'],
    answer: 1,
    explanation:
      'The first law is about saving; the other four are about not losing what has been saved: put it to work, take advice from experienced people, stay out of what you do not know, and distrust impossible earnings.',
    source: book('The Five Laws of Gold'),
    taughtBy: { kind: 'parable', parable: 'the-five-laws-of-gold' },
    keyTerms: ['not losing what has been saved'],
  },
  // The Gold Lender of Babylon
  {
    id: 'treasury-gold-lender',
    topic: 'stories',
    prompt: 'In ‘The Gold Lender of Babylon’, which loans does Mathon’s token chest call the safest?',
    options: [
      'Loans to relatives, who always repay',
      'Loans to whoever offers the highest interest',
      'Loans to people with neither property nor income',
      'Loans to people who own more than they borrow',
    ],
    answer: 3,
    explanation:
      'The safest loans are to people who own more than they borrow: land, jewels or camels that could be sold to repay. Next come people with an income to repay from; loans on hope alone are the riskiest.',
    source: book('The Gold Lender of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-gold-lender-of-babylon' },
    keyTerms: ['own more than they borrow'],
  },
  {
    id: 'stories-gold-lender-brother-in-law',
    topic: 'stories',
    prompt:
      'Rodan asks Mathon whether to lend his fifty pieces of gold to his sister’s husband. What does Mathon advise?',
    options: [
      'Lend it all: family always repays',
      'Lend it at a high rate',
      'Do not let a feeling of obligation put the gold at risk; help the family in other ways',
      'Give it to the temple instead',
    ],
    answer: 2,
    explanation:
      'Rodan’s first wish is to keep the gold safe, and it would not be safe with a man who does not know the trade. Do not let a feeling of obligation put it at risk: to help the family, find other ways.',
    source: book('The Gold Lender of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-gold-lender-of-babylon' },
    keyTerms: ['a feeling of obligation', 'other ways'],
  },
  {
    id: 'stories-gold-lender-purpose',
    topic: 'stories',
    prompt: 'Which of Mathon’s borrowers repays promptly, and why, according to the token chest?',
    options: [
      'The farmer, who borrowed for a purpose that brings money back',
      'The young man with the turquoise beetle',
      'The friend who spent his gold on a dazzling wife',
      'The woman whose son was left in a distant city',
    ],
    answer: 0,
    explanation:
      'The farmer borrowed to fetch goats whose fine hair would be woven into rugs, and he insists on repaying promptly. Loans for purposes that bring money back tend to come back.',
    source: book('The Gold Lender of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-gold-lender-of-babylon' },
    keyTerms: ['repaying promptly', 'purposes that bring money back'],
  },
  {
    id: 'stories-gold-lender-pit',
    topic: 'stories',
    prompt: 'What does Mathon compare hopeless debt to?',
    options: ['A flood', 'A deep pit, quick to fall into and hard to climb out of', 'A locked chest', 'A long road'],
    answer: 1,
    explanation:
      'Hopeless debt is like a deep pit, quick to fall into and hard to climb out of. Yet Mathon does not discourage borrowing for a wise purpose: he made his own first success as a merchant with borrowed gold.',
    source: book('The Gold Lender of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-gold-lender-of-babylon' },
    keyTerms: ['deep pit', 'wise purpose'],
  },
  // The Walls of Babylon
  {
    id: 'treasury-walls',
    topic: 'stories',
    prompt: 'What lesson does ‘The Walls of Babylon’ draw from the city’s walls during the Assyrian attack?',
    options: [
      'Protection has to be built before it is needed',
      'Walls are a waste of gold',
      'A city is safest when its army attacks first',
      'Savings should be spent before an enemy can take them',
    ],
    answer: 0,
    explanation:
      'The walls held while the army was away because they were already there. Clason compares them to savings and insurance: protection has to be built before it is needed.',
    source: book('The Walls of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-walls-of-babylon' },
    keyTerms: ['before it is needed', 'insurance'],
  },
  {
    id: 'stories-walls-army',
    topic: 'stories',
    prompt: 'Why is Babylon nearly undefended when the Assyrians attack?',
    options: [
      'Its walls have fallen down',
      'Its main armies are far away in the east with the king, against the Elamites',
      'The guards are asleep',
      'The king has sold the army’s weapons',
    ],
    answer: 1,
    explanation:
      'The main armies are far away in the east with the king, on a campaign against the Elamites, and no attack was expected while they were gone. The walls have to hold.',
    source: book('The Walls of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-walls-of-babylon' },
    keyTerms: ['far away in the east with the king', 'elamites'],
  },
  {
    id: 'stories-walls-banzar',
    topic: 'stories',
    prompt: 'What does old Banzar tell the frightened merchant, the woman and the child?',
    options: [
      'To flee the city',
      'To hide their gold',
      'That the walls are strong and will protect them',
      'That the army is coming back tonight',
    ],
    answer: 2,
    explanation:
      'Banzar answers calmly that the walls are strong and will protect them. A saver with a reserve can meet a bill the same way, without panic.',
    source: book('The Walls of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-walls-of-babylon' },
    keyTerms: ['the walls are strong', 'without panic'],
  },
  // The Camel Trader of Babylon
  {
    id: 'treasury-camel-trader',
    topic: 'stories',
    prompt: 'In ‘The Camel Trader of Babylon’, what did Dabasir do after escaping slavery?',
    options: [
      'He fled Babylon to escape his creditors',
      'He went back to Babylon to face his debts, and repaid them',
      'He asked the king to cancel his debts',
      'He borrowed more to start again far away',
    ],
    answer: 1,
    explanation:
      'Dabasir decided to go back to Babylon and face his debts, as a free man would. He asked each creditor for time and repaid every copper. His lesson to Tarkad: where the determination is, the way can be found.',
    source: book('The Camel Trader of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-camel-trader-of-babylon' },
    keyTerms: ['face his debts', 'where the determination is, the way can be found'],
  },
  {
    id: 'stories-camel-trader-how-debt',
    topic: 'stories',
    prompt: 'How did young Dabasir, a saddle maker, fall into debt?',
    options: [
      'He lost his shop in a fire',
      'He bought on credit beyond what he earned',
      'He was robbed on the road',
      'He lent his savings to a friend',
    ],
    answer: 1,
    explanation:
      'Shopkeepers let him pay later, and he bought many things beyond what he earned. One day his earnings could not cover both his living and his debts.',
    source: book('The Camel Trader of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-camel-trader-of-babylon' },
    keyTerms: ['beyond what he earned', 'pay later'],
  },
  {
    id: 'stories-camel-trader-sira',
    topic: 'stories',
    prompt: 'What does Sira, his master’s wife in Syria, tell Dabasir about his debts?',
    options: [
      'That debts disappear with time',
      'That his debts were his enemies, which he had run from instead of fighting',
      'That he should never repay them',
      'That the king would pay them',
    ],
    answer: 1,
    explanation:
      'His debts were his enemies; they had driven him out of Babylon, and because he left them alone they grew too strong for him. Did he have the soul of a free man, or of a slave?',
    source: book('The Camel Trader of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-camel-trader-of-babylon' },
    keyTerms: ['his debts were his enemies', 'soul of a free man'],
  },
  {
    id: 'stories-camel-trader-mathon',
    topic: 'stories',
    prompt: 'Which creditor helped Dabasir most when he came back to Babylon, and how?',
    options: [
      'Ahmar, who cancelled the debt',
      'Mathon the gold lender, who sent him to work for Nebatur, a camel trader',
      'The king, who gave him land',
      'Tarkad, who lent him silver',
    ],
    answer: 1,
    explanation:
      'Mathon the gold lender, learning that Dabasir had tended camels in Syria, sent him to old Nebatur, who was buying herds for the king. There his knowledge of camels was put to good use.',
    source: book('The Camel Trader of Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-camel-trader-of-babylon' },
    keyTerms: ['nebatur', 'knowledge of camels'],
  },
  // The Clay Tablets from Babylon
  {
    id: 'treasury-clay-tablets-plan',
    topic: 'stories',
    prompt: 'How does Dabasir’s plan in ‘The Clay Tablets from Babylon’ divide his earnings?',
    options: [
      'All to his creditors until every debt is paid',
      'Half saved, half spent',
      'A tenth kept, seven tenths to live on, two tenths to repay his debts',
      'Nothing saved until his debts are paid',
    ],
    answer: 2,
    explanation:
      'Dabasir keeps one tenth of all he earns, lives on seven tenths, and divides two tenths fairly among his creditors, so he saves and repays at the same time.',
    source: book('The Clay Tablets from Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-clay-tablets-from-babylon' },
    keyTerms: ['seven tenths', 'two tenths'],
  },
  {
    id: 'stories-clay-tablets-middle',
    topic: 'stories',
    prompt: 'On which part of Dabasir’s plan does Mathon say the whole plan depends?',
    options: [
      'Paying the largest creditor first',
      'Never spending more than seven tenths on living',
      'Borrowing from friends',
      'Selling his camels',
    ],
    answer: 1,
    explanation:
      'They must never spend more than seven tenths of what he earns on their living: on that, Mathon says, the whole plan depends. It is the second cure, a budget, doing its job.',
    source: book('The Clay Tablets from Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-clay-tablets-from-babylon' },
    keyTerms: ['never spend more than seven tenths', 'the whole plan depends'],
  },
  {
    id: 'stories-clay-tablets-impartial',
    topic: 'stories',
    prompt: 'Some of Dabasir’s creditors insult or threaten him. How does he treat them?',
    options: [
      'He pays the angriest first',
      'He refuses to pay them',
      'He treats every creditor alike, paying each evenly from the two tenths',
      'He asks Mathon to pay them',
    ],
    answer: 2,
    explanation:
      'Dabasir has found that it is easier to pay one’s just debts than to avoid them, and he will treat every creditor alike, including those who were hard on him.',
    source: book('The Clay Tablets from Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-clay-tablets-from-babylon' },
    keyTerms: ['treat every creditor alike'],
  },
  {
    id: 'stories-clay-tablets-shrewsbury',
    topic: 'stories',
    prompt: 'What do Professor Shrewsbury and his wife do after he translates the tablets?',
    options: [
      'They sell the tablets',
      'They try Dabasir’s plan on their own debts',
      'They travel to Babylon',
      'They lend money to Caldwell',
    ],
    answer: 1,
    explanation:
      'They try the plan on their own old bills, and a second letter says they are determined never again to let their living expenses exceed seventy per cent of their income.',
    source: book('The Clay Tablets from Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-clay-tablets-from-babylon' },
    keyTerms: ['seventy per cent of their income'],
  },
  // The Luckiest Man in Babylon
  {
    id: 'treasury-luckiest-man',
    topic: 'stories',
    prompt: 'In ‘The Luckiest Man in Babylon’, what did Sharru Nada learn as a young slave that made him prosperous?',
    options: [
      'How to win at dice',
      'That a rich patron solves everything',
      'That work could be his best friend',
      'How to avoid work',
    ],
    answer: 2,
    explanation:
      'Megiddo taught him that work was his best friend. Sharru Nada, once a slave and later a merchant, tells Hadan Gula that work proved to be his best friend in the time of his greatest distress.',
    source: book('The Luckiest Man in Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-luckiest-man-in-babylon' },
    keyTerms: ['best friend', 'megiddo'],
  },
  {
    id: 'stories-luckiest-baker',
    topic: 'stories',
    prompt: 'At the slave market, how did Sharru Nada come to be bought by the baker Nana-naid?',
    options: [
      'He claimed to be a master baker',
      'He offered himself as a willing young man who liked to work and could be taught',
      'Megiddo paid for him',
      'The king ordered it',
    ],
    answer: 1,
    explanation:
      'The baker asked for a baker. Sharru Nada asked why he should look for another baker when he could teach a willing young man who liked to work; Nana-naid bought him.',
    source: book('The Luckiest Man in Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-luckiest-man-in-babylon' },
    keyTerms: ['willing young man who liked to work'],
  },
  {
    id: 'stories-luckiest-freedom',
    topic: 'stories',
    prompt: 'How was Sharru Nada saving to buy his freedom?',
    options: [
      'By gambling',
      'By selling honey cakes in the streets and keeping a share of what he made',
      'By borrowing from Arad Gula',
      'By stealing from his master',
    ],
    answer: 1,
    explanation:
      'With his master’s leave he sold honey cakes in the streets, keeping a share of what he made in a wallet of coins to buy his freedom.',
    source: book('The Luckiest Man in Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-luckiest-man-in-babylon' },
    keyTerms: ['honey cakes', 'buy his freedom'],
  },
  {
    id: 'stories-luckiest-cure',
    topic: 'stories',
    prompt: 'Which of the seven cures does Arkad’s retelling say ‘The Luckiest Man in Babylon’ tells as a life?',
    options: [
      'The fifth: own thy home',
      'The seventh: increase thy ability to earn',
      'The fourth: guard thy treasures from loss',
      'The sixth: insure a future income',
    ],
    answer: 1,
    explanation:
      'It is the seventh cure, increase thy ability to earn, told as a life: a slave who learns a trade, saves for his freedom and becomes a merchant.',
    source: book('The Luckiest Man in Babylon'),
    taughtBy: { kind: 'parable', parable: 'the-luckiest-man-in-babylon' },
    keyTerms: ['increase thy ability to earn', 'told as a life'],
  },
] as const satisfies readonly Authored[];

/** The ids of these questions: the Spanish text (../es/quiz-stories.ts) is keyed by them. */
export type StoryQuestionId = (typeof storyQuestions)[number]['id'];
