// A third held-out part of the coach's evaluation set, written in session 18 by a helper who never
// saw the engine, its rules or the other held-out sets (only cases.ts and the opening of
// heldout2.ts, for the format), before any tuning on it. Measured once, at the end; never tune on
// it. Registers: tu and vous, slang and SMS shorthand, typos, very short replies ("oui", "bof",
// "go", "sup"), long messages. Some cases are deliberately tricky: a move with a topic that could
// mislead (good news about work told to Emma, a tip about a relationship asked of Louis, a decision
// phrased as venting, a greeting followed by news, a long thank-you saying what helped), and
// sixteen multi-turn threads where the engine answers the earlier messages itself.
// Now a development part: measured once in the session of 26 Nov 2026, after the last engine change
// and before any tuning on it (85/112 = 75.9 %; the session-start engine, 0f3dc14: 79/112 =
// 70.5 %), then studied and tuned on (101/112 = 90.2 % after, branch h-30b).
import { about, after, type EvalCase, group, thread } from './cases.ts';

export const heldout3Cases: EvalCase[] = [
  ...group('h3-emma-fr', 'emma', 'fr', [
    [
      'suggest',
      "Je stresse à mort avant chaque repas chez ma belle-famille, t'as un exercice pour me calmer avant d'y aller ?",
    ],
    [
      'suggest',
      'Auriez-vous une méthode simple pour arrêter de ruminer le soir au lit ? Je tourne en rond pendant des heures.',
    ],
    [
      'suggest',
      'tu aurais un truc concret à essayer ce soir ?',
      thread('coucou', 'ça va pas trop en ce moment, je dors super mal'),
    ],
    ['goodNews', "Devine quoi !!! J'ai enfin signé mon CDI, après deux ans d'intérim 🎉"],
    [
      'goodNews',
      "Salut Emma ! Petite victoire : j'ai réussi à dire non à ma sœur sans culpabiliser. Je suis fière de moi.",
    ],
    [
      'goodNews',
      "bon bah jsuis allée à la piscine 3 fois cette semaine alors que j'avais trop la flemme, trop contente",
      thread('coucou emma'),
    ],
    [
      'thanks',
      "Merci beaucoup Emma. Ce que tu m'as dit sur le fait d'accueillir la tristesse au lieu de la chasser, ça m'a vraiment aidée cette semaine. J'ai pleuré un bon coup dimanche et après je me sentais plus légère. Bonne soirée à toi.",
    ],
    ['thanks', 'Bon je vais te laisser, merci pour ce moment, à demain 🌙'],
    [
      'thanks',
      'Merci, ça fait du bien d’en parler, vraiment.',
      thread(
        'je me sens seule depuis le déménagement',
        "oui j'ai essayé d'appeler une amie hier mais elle était occupée",
      ),
    ],
    ['aboutCoach', "Emma t'es une vraie personne ou un robot ? Sois honnête", about('ai')],
    [
      'aboutCoach',
      "Est-ce que quelqu'un lit ce que je vous écris ? Je parle de choses très intimes ici.",
      about('privacy'),
    ],
    ['aboutCoach', "C'est payant au bout d'un moment ou c'est gratuit pour toujours ?", about('cost')],
    [
      'decision',
      'Je sais pas si je dois dire à ma meilleure amie que son mec la trompe ou me taire. Si je parle je risque de la perdre, si je me tais je me sens complice.',
    ],
    [
      'decision',
      "J'hésite entre rester près de mes parents qui vieillissent ou accepter le poste à Lyon. Les deux me tirent chacun de leur côté.",
    ],
    [
      'decision',
      "Franchement j'en ai marre, ça fait six mois que je me demande si je quitte Tom ou si je lui laisse une dernière chance, je tourne en rond",
    ],
    [
      'venting',
      "J'en ai ras le bol. Ma mère critique tout ce que je fais, ma coupe, mon appart, mon boulot. J'ai 34 ans quand même !",
    ],
    ['venting', "journée pourrie, j'ai pleuré dans les toilettes du taf et personne a rien remarqué"],
    [
      'venting',
      "C'est juste que j'ai l'impression que tout le monde avance sauf moi. Mes potes se marient, achètent des maisons, et moi je suis toujours dans mon studio.",
      thread('salut', 'bof pas trop'),
    ],
    [
      'answer',
      'Marcher, je crois. Ou mettre la musique à fond dans la voiture.',
      after(
        "Et toi, qu'est-ce qui t'apaise d'habitude quand tu te sens comme ça ?",
        'Je me sens tendue depuis ce matin',
      ),
    ],
    [
      'answer',
      '4 ptet 5',
      after("Sur une échelle de 1 à 10, tu dirais que ton moral est à combien aujourd'hui ?"),
    ],
    [
      'answer',
      "Qu'elle le dise devant lui. J'ai eu l'impression d'être une gamine qu'on gronde.",
      after(
        "Qu'est-ce qui t'a le plus blessée dans ce moment-là ?",
        "On s'est encore disputées avec ma coloc",
        "Je t'écoute. Qu'est-ce qui s'est passé ?",
        'Elle m’a reproché de jamais faire la vaisselle, devant son copain',
      ),
    ],
    ['answer', 'bof', after('Et ce matin, comment tu te sens ?')],
    [
      'acceptSuggestion',
      'ok on y va',
      after(
        "Veux-tu qu'on essaie ensemble un petit exercice de respiration ?",
        "J'ai le cœur qui bat trop vite",
      ),
    ],
    [
      'acceptSuggestion',
      'oui',
      after(
        "Si tu veux, je peux te proposer d'écrire trois choses qui se sont bien passées aujourd'hui. Ça te tente ?",
      ),
    ],
    [
      'acceptSuggestion',
      'Volontiers, allons-y.',
      after('Nous pourrions essayer une visualisation de votre lieu refuge, si vous le souhaitez.'),
    ],
    ['greeting', 'Coucou Emma 👋'],
    ['greeting', "Bonsoir, c'est la première fois que j'utilise l'appli."],
    ['greeting', 'wesh emma bien ou quoi'],
  ]),

  ...group('h3-emma-en', 'emma', 'en', [
    [
      'suggest',
      'My partner and I keep snapping at each other over chores. Any tips for bringing it up without it turning into a fight?',
    ],
    ['suggest', 'Can you give me a grounding exercise? I get panicky on the tube every morning.'],
    [
      'suggest',
      "what's something I could actually try tonight?",
      thread('hey', "work's been rough, I can't switch off at night"),
    ],
    ['goodNews', 'Guess what, I got the promotion!! Still can’t believe it 😭🎉'],
    [
      'goodNews',
      'Hi Emma! Quick update — I finally called my dad after two years. It went so much better than I expected.',
    ],
    [
      'goodNews',
      'PASSED. first time!!!',
      thread('hiya', 'remember I told you I was dreading my driving test today?'),
    ],
    [
      'thanks',
      "I just wanted to say thank you. When you suggested writing down three things I was grateful for, I honestly thought it was cheesy, but I've done it every night for two weeks and I'm sleeping better. So yeah. Thanks, really.",
    ],
    ['thanks', "ok that's me for tonight, thanks for listening, night night x"],
    [
      'thanks',
      "Cheers Emma, you're a star.",
      thread("I've been anxious all day and I don't even know why", 'yeah that helps a bit actually'),
    ],
    ['aboutCoach', "Are you ChatGPT or something? Like who's actually answering me?", about('ai')],
    ['aboutCoach', 'Who made this app? Is it a company or just one person?', about('creator')],
    ['aboutCoach', 'Do you store what I write? Could my employer ever see any of it?', about('privacy')],
    [
      'decision',
      "Should I go to my ex's wedding? Part of me wants to show I'm fine, part of me knows it'll sting.",
    ],
    [
      'decision',
      "I can't decide whether to tell my parents I'm dropping out of uni now or wait until after Christmas.",
    ],
    [
      'decision',
      "ugh I'm so sick of going back and forth about moving in with Sam, one day it's yes, the next it's no, it's driving me mad",
    ],
    [
      'venting',
      "I'm so fed up. My flatmate has her boyfriend over every single night and I can't even use my own kitchen.",
    ],
    [
      'venting',
      "Just had the worst day. Got shouted at by a customer for something that wasn't my fault and then missed my bus in the rain.",
    ],
    [
      'venting',
      "it's just, everyone expects me to be the strong one. my mum, my siblings, my friends. nobody ever asks how I'm doing.",
      thread('hi', 'not great tbh'),
    ],
    [
      'answer',
      "Honestly? My boss saying 'we need to talk' and then not saying anything for three hours.",
      after('What do you think set it off this time?', 'I had another crying spell at lunch'),
    ],
    ['answer', 'badly lol, maybe 5 hours', after('How are you sleeping these days?')],
    [
      'answer',
      "I'd tell her it's fine and she did her best. Easier said than done for myself though.",
      after(
        'What would you say to a friend who felt this way?',
        'I feel like such a failure for not finishing the course',
        'That sounds really heavy. What makes it feel like failure to you?',
        'Everyone else in my group finished it',
      ),
    ],
    ['answer', 'my gran maybe', after('Is there anyone you feel safe talking to about this?')],
    [
      'acceptSuggestion',
      "ok let's do it",
      after('Would you like to try a short breathing exercise together?', 'My chest feels tight'),
    ],
    [
      'acceptSuggestion',
      'yes please 🙏',
      after('If you like, I could guide you through a little body scan before bed. Shall we?'),
    ],
    [
      'acceptSuggestion',
      'Sure, go on then. How do I start?',
      after(
        "We could try writing a kind letter to yourself — does that sound like something you'd want to do?",
      ),
    ],
    ['greeting', 'hey emma'],
    ['greeting', 'Good morning! Hope you are well.'],
    ['greeting', "hiii it's me again"],
  ]),

  ...group('h3-louis-fr', 'louis', 'fr', [
    ['suggest', "Louis, j'ai un mal fou à me concentrer en télétravail. Tu aurais une méthode concrète ?"],
    [
      'suggest',
      "Comment je peux mieux gérer les disputes avec ma compagne sur l'argent ? Il me faut une technique, pas des encouragements.",
    ],
    [
      'suggest',
      "donne-moi une méthode pour m'y mettre demain matin",
      thread('salut louis', 'je procrastine grave sur mon mémoire'),
    ],
    ['goodNews', "J'ai couru mon premier 10 km en moins d'une heure ! Le plan d'entraînement a marché."],
    ['goodNews', 'Bonjour Louis, bonne nouvelle : la banque a accepté notre prêt pour la maison 🏡'],
    [
      'goodNews',
      "Ils m'ont répondu, je suis convoqué à l'entretien la semaine prochaine !",
      thread('salut', 'tu te souviens du master auquel je voulais candidater ?'),
    ],
    [
      'thanks',
      "Merci pour tes conseils de la semaine dernière. Découper mon projet en petites tâches avec une échéance pour chacune, ça a tout changé : j'ai rendu le dossier à temps pour la première fois depuis des mois. Je tenais à te le dire.",
    ],
    ['thanks', "Merci Louis, c'est clair maintenant. Bonne soirée !"],
    [
      'thanks',
      'Parfait, merci beaucoup, je vais bosser là-dessus. À plus.',
      thread('je dois préparer mon entretien annuel', 'ok je note les trois points'),
    ],
    [
      'aboutCoach',
      'Vous êtes une intelligence artificielle ? Vous fonctionnez comment exactement ?',
      about('ai'),
    ],
    ['aboutCoach', "Qui est derrière Emma & Louis ? C'est une start-up française ?", about('creator')],
    [
      'aboutCoach',
      "Combien ça coûte l'abonnement ? Je veux pas de mauvaise surprise sur ma carte bleue.",
      about('cost'),
    ],
    [
      'decision',
      'Je dois choisir entre une offre à 42k à Paris et une à 38k à Nantes avec deux jours de télétravail. Comment je tranche ?',
    ],
    [
      'decision',
      "Reprendre mes études à 35 ans ou rester dans mon job qui paie bien mais m'ennuie ? Aide-moi à peser le pour et le contre.",
    ],
    [
      'decision',
      "Ça me saoule, je sais pas si je dois acheter une voiture ou continuer avec les transports, à chaque fois que je refais les calculs j'arrive à une autre conclusion",
    ],
    [
      'venting',
      "Mon manager m'a encore piqué mon idée en réunion et s'en est attribué tout le mérite. Je suis furax.",
    ],
    [
      'venting',
      'Ras-le-bol des objectifs impossibles. On nous demande de faire le double avec deux fois moins de monde.',
    ],
    [
      'venting',
      "Trois semaines que je bosse jusqu'à 21h et personne ne remarque rien. J'ai l'impression de me faire avoir.",
      thread('bonjour', "c'est le bazar au boulot"),
    ],
    [
      'answer',
      'Perdre 5 kilos et arrêter de me coucher à 2h du matin.',
      after(
        "Quel est l'objectif principal que tu voudrais atteindre d'ici trois mois ?",
        'Je veux reprendre ma vie en main',
      ),
    ],
    ['answer', 'la peur de mal faire je pense', after("Qu'est-ce qui t'empêche concrètement de commencer ?")],
    [
      'answer',
      'Peut-être 3 heures, surtout le week-end.',
      after(
        'Combien d’heures par semaine pouvez-vous y consacrer de manière réaliste ?',
        "Je voudrais apprendre l'espagnol",
        'Très bon projet. Vous avez déjà des bases ?',
        "Un peu, j'en ai fait trois ans au collège",
      ),
    ],
    [
      'answer',
      'oui mais y en a autant des deux côtés',
      after('Tu as listé les avantages de chaque option ?'),
    ],
    [
      'acceptSuggestion',
      'go',
      after(
        'Je te propose qu’on fasse ensemble un tableau avantages/inconvénients. On commence ?',
        'Je dois choisir entre deux apparts',
      ),
    ],
    [
      'acceptSuggestion',
      'Oui carrément, ça m’aiderait',
      after("Veux-tu qu'on établisse un planning pour ta semaine ?"),
    ],
    [
      'acceptSuggestion',
      'D’accord, je vous suis.',
      after('Si vous le voulez, nous pouvons définir ensemble un premier objectif précis et mesurable.'),
    ],
    ['greeting', 'Salut Louis'],
    ['greeting', "Bonjour, je suis nouveau ici, un collègue m'a parlé de vous."],
    ['greeting', 'yo louis ça dit quoi'],
  ]),

  ...group('h3-louis-en', 'louis', 'en', [
    ['suggest', 'I keep waking up at 3am thinking about my to-do list. Any practical method to switch off?'],
    [
      'suggest',
      'How do I get my teenage son to actually listen when I ask him to do things? Give me a strategy.',
    ],
    [
      'suggest',
      "what's a simple system I can set up this weekend?",
      thread('hey louis', "i want to start saving money but i'm terrible at it"),
    ],
    ['goodNews', 'Got the job offer from the startup! Signed it this morning.'],
    ['goodNews', "Morning Louis! Small win: I've stuck to my 6am alarm for 10 days straight."],
    [
      'goodNews',
      'nailed it. my director even emailed me afterwards to say well done',
      thread('hi', 'so about that presentation I was nervous about...'),
    ],
    [
      'thanks',
      'Thanks a lot for yesterday. The idea of blocking my mornings for deep work and only answering emails after 11 really worked — I finished the report a day early. Appreciate it, genuinely.',
    ],
    ['thanks', "Great, that's exactly what I needed. Cheers, talk soon."],
    [
      'thanks',
      "brilliant, thanks Louis, I'll let you know how it goes. bye for now",
      thread(
        'I need to prep for a salary negotiation on Monday',
        'ok so anchor high and back it up with numbers',
      ),
    ],
    ['aboutCoach', 'Quick question — are you an AI? Which model are you running on?', about('ai')],
    [
      'aboutCoach',
      "Is my data used to train anything? I'd rather not have my career worries in some dataset.",
      about('privacy'),
    ],
    ['aboutCoach', 'How much is the premium plan, and what do I actually get for it?', about('cost')],
    [
      'decision',
      "Should I take the MBA place or keep building my business? I've got savings for about one year.",
    ],
    [
      'decision',
      "I can't decide between renting close to work or buying further out. Help me think it through.",
    ],
    [
      'decision',
      "I'm so sick of this: do I stay in a stable job I hate or go freelance and take the risk? I flip-flop every single week.",
    ],
    [
      'venting',
      "My colleague keeps cc'ing my manager on every tiny mistake I make. It's so petty and I'm fuming.",
    ],
    ['venting', "Another weekend gone on work emails. I'm honestly fed up with this company's culture."],
    [
      'venting',
      'my cofounder just told investors something we had never even agreed on. I looked like an idiot in that meeting.',
      thread('hey', 'ugh'),
    ],
    [
      'answer',
      'Probably scrolling on my phone in bed. It wrecks my mornings.',
      after(
        "What's the one habit that would make the biggest difference if you changed it?",
        'I want to be more productive',
      ),
    ],
    ['answer', 'like a 6', after('On a scale of 1 to 10, how confident do you feel about the interview?')],
    [
      'answer',
      'Leading a small team, and actually learning something new every month.',
      after(
        'What would success look like for you in a year?',
        'I feel stuck in my career',
        "Let's unpack that. What does stuck look like day to day?",
        'Same tasks, no growth, nobody to learn from',
      ),
    ],
    ['answer', 'nope not yet', after('Have you talked to your manager about it yet?')],
    [
      'acceptSuggestion',
      "ok let's do it",
      after(
        'Shall we break this down into three concrete steps for this week?',
        'I need to sort out my finances',
      ),
    ],
    ['acceptSuggestion', 'Sure, go ahead', after('Want me to walk you through the Eisenhower matrix?')],
    [
      'acceptSuggestion',
      'yep, hit me',
      after('I can suggest a 5-minute exercise to clarify your priorities. Interested?'),
    ],
    ['greeting', 'hi louis'],
    ['greeting', "Good evening. I'm new here, my therapist suggested I give this app a try."],
    ['greeting', 'sup'],
  ]),
];
