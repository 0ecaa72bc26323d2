-- The weekly summary (/weekly-summary), computed from the caller's own messages only.
--
-- public.weekly_summary(week_offset) — 0 is the current week, -1 the one before; never later.
-- Weeks run Monday 00:00 to Monday 00:00 in the user's time zone (profiles.timezone), each
-- boundary converted on its own, so a week across a daylight-saving change is 167 or 169 hours.
-- It returns the period, the sessions (runs of the user's messages less than 30 minutes apart),
-- the messages, the average mood (1–10 from the FR/EN word lists below, 7.5 when no message
-- carries a mood word), the three most used words (more than 3 letters, stop words out), up to
-- three insights and three next steps as codes the app words in the reader's language, the
-- active days, and the mood of the last 12 weeks for the chart.
-- security definer, reading only rows of auth.uid() (require_user): never anyone else's.

create table private.mood_words (
  word text primary key,
  polarity smallint not null check (polarity in (-1, 1))
);
alter table private.mood_words enable row level security;
revoke all on table private.mood_words from public, anon, authenticated;

insert into private.mood_words (word, polarity)
select word, 1 from unnest(array[
  -- French
  'bien', 'heureux', 'heureuse', 'content', 'contente', 'joie', 'joyeux', 'joyeuse', 'calme', 'serein',
  'sereine', 'apaisé', 'apaisée', 'détendu', 'détendue', 'confiance', 'fier', 'fière', 'motivé', 'motivée',
  'mieux', 'super', 'génial', 'réussi', 'réussite', 'espoir', 'gratitude', 'merci', 'aimer', 'amour',
  'plaisir', 'énergie', 'reposé', 'reposée', 'soulagé', 'soulagée', 'optimiste', 'paisible', 'sourire',
  'rire', 'progrès', 'avancer', 'enthousiaste', 'ravi', 'ravie',
  -- English
  'good', 'great', 'happy', 'glad', 'joy', 'calm', 'relaxed', 'confident', 'proud', 'motivated',
  'better', 'hope', 'hopeful', 'grateful', 'thanks', 'love', 'enjoy', 'energy', 'rested', 'relieved',
  'optimistic', 'peaceful', 'smile', 'laugh', 'progress', 'excited', 'wonderful', 'fine'
]) as word
union all
select word, -1 from unnest(array[
  -- French
  'triste', 'tristesse', 'stress', 'stressé', 'stressée', 'angoisse', 'angoissé', 'angoissée', 'anxieux',
  'anxieuse', 'anxiété', 'peur', 'fatigué', 'fatiguée', 'fatigue', 'épuisé', 'épuisée', 'seul', 'seule',
  'solitude', 'colère', 'énervé', 'énervée', 'mal', 'déprimé', 'déprimée', 'inquiet', 'inquiète',
  'inquiétude', 'pleurer', 'pleure', 'découragé', 'découragée', 'perdu', 'perdue', 'difficile', 'dur',
  'douleur', 'honte', 'culpabilité', 'nul', 'nulle', 'insomnie', 'pression', 'tendu', 'tendue',
  -- English
  'sad', 'sadness', 'stressed', 'anxious', 'anxiety', 'afraid', 'fear', 'tired', 'exhausted', 'lonely',
  'alone', 'angry', 'anger', 'bad', 'depressed', 'worried', 'worry', 'cry', 'crying', 'lost', 'hard',
  'difficult', 'pain', 'shame', 'guilty', 'awful', 'terrible', 'insomnia', 'pressure', 'tense', 'upset'
]) as word
on conflict (word) do nothing;

create table private.stop_words (word text primary key);
alter table private.stop_words enable row level security;
revoke all on table private.stop_words from public, anon, authenticated;

-- Only words of more than 3 letters matter here (shorter ones never count).
insert into private.stop_words (word)
select unnest(array[
  -- French
  'avec', 'dans', 'pour', 'mais', 'plus', 'très', 'tout', 'tous', 'toute', 'toutes', 'cette', 'cela',
  'ceci', 'comme', 'fait', 'faire', 'être', 'avoir', 'suis', 'sont', 'était', 'étais', 'avais', 'avait',
  'vous', 'nous', 'leur', 'leurs', 'elle', 'elles', 'ils', 'sans', 'sous', 'chez', 'quand', 'alors',
  'donc', 'aussi', 'encore', 'même', 'bien', 'peut', 'veux', 'veut', 'dois', 'doit', 'quoi', 'quel',
  'quelle', 'parce', 'depuis', 'pendant', 'après', 'avant', 'entre', 'votre', 'notre', 'aujourd',
  'hui', 'moins', 'rien', 'vraiment', 'juste', 'trop', 'beaucoup', 'autre', 'autres', 'ceux', 'celle',
  'celui', 'dont', 'emma', 'louis', 'bonjour', 'salut', 'merci', 'sais', 'pense', 'crois', 'souvent',
  'toujours', 'jamais', 'ainsi', 'peux', 'avez', 'avons', 'êtes', 'sommes', 'mois', 'jour', 'jours',
  -- English
  'that', 'this', 'with', 'have', 'from', 'they', 'them', 'their', 'there', 'what', 'when', 'where',
  'which', 'would', 'could', 'should', 'about', 'been', 'were', 'will', 'your', 'just', 'like', 'really',
  'very', 'much', 'some', 'than', 'then', 'into', 'also', 'because', 'know', 'think', 'feel', 'feeling',
  'want', 'still', 'even', 'only', 'does', 'doing', 'being', 'over', 'more', 'most', 'other', 'hello',
  'thank', 'today', 'things', 'thing', 'something', 'anything', 'dont', 'cant', 'didn', 'doesn', 'these',
  'those', 'here', 'after', 'before', 'while', 'always', 'never', 'week', 'days'
]) on conflict (word) do nothing;

-- Words of a text: lower case, split on anything that is not a letter (apostrophes included).
create function private.words_of(p_text text) returns setof text
language sql immutable set search_path = '' as $$
  select w from regexp_split_to_table(lower(p_text), '[^[:alpha:]]+') as w where w <> ''
$$;

-- Monday 00:00 of the week `p_offset` weeks from the one holding `p_at`, in `p_zone`.
create function private.week_start(p_at timestamptz, p_zone text, p_offset integer) returns timestamptz
language sql stable set search_path = '' as $$
  select ((date_trunc('week', p_at at time zone p_zone) + make_interval(weeks => p_offset)) at time zone p_zone)
$$;

create function private.weekly_figures(p_user uuid, p_from timestamptz, p_to timestamptz) returns jsonb
language sql stable set search_path = '' as $$
  with msgs as (
    select m.message, m.created_at from public.chat_messages m
    where m.user_id = p_user and m.sender = 'user' and m.created_at >= p_from and m.created_at < p_to
  ),
  words as (select w from msgs, private.words_of(msgs.message) as w),
  mood as (
    select coalesce(sum(case when mw.polarity > 0 then 1 else 0 end), 0) as pos,
           coalesce(sum(case when mw.polarity < 0 then 1 else 0 end), 0) as neg
    from words join private.mood_words mw on mw.word = words.w
  ),
  gaps as (
    select created_at, created_at - lag(created_at) over (order by created_at) as gap from msgs
  ),
  top as (
    select w, count(*) as n from words
    where char_length(w) > 3 and not exists (select 1 from private.stop_words s where s.word = words.w)
    group by w order by count(*) desc, w limit 3
  )
  select jsonb_build_object(
    'messages', (select count(*) from msgs),
    'sessions', (select count(*) from gaps where gap is null or gap >= interval '30 minutes'),
    'active_days', (select count(distinct (created_at at time zone coalesce(
        (select timezone from public.profiles where id = p_user), 'Europe/Paris'))::date) from msgs),
    'positive_words', (select pos from mood),
    'negative_words', (select neg from mood),
    'mood', (select case when pos + neg = 0 then 7.5
                         else round(1 + 9 * pos::numeric / (pos + neg), 1) end from mood),
    'top_words', coalesce((select jsonb_agg(jsonb_build_object('word', w, 'count', n) order by n desc, w) from top), '[]')
  )
$$;

create function public.weekly_summary(week_offset integer default 0) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
  zone text := coalesce((select timezone from public.profiles where id = me), 'Europe/Paris');
  week_from timestamptz;
  week_to timestamptz;
  figures jsonb;
  previous jsonb;
  history jsonb;
  insights text[] := '{}';
  steps text[] := '{}';
  mood numeric;
  previous_mood numeric;
begin
  if week_offset is null or week_offset > 0 or week_offset < -520 then
    raise exception 'Semaine invalide' using errcode = '22023', detail = 'invalid_request';
  end if;
  week_from := private.week_start(now(), zone, week_offset);
  week_to := private.week_start(now(), zone, week_offset + 1);
  figures := private.weekly_figures(me, week_from, week_to);
  -- The 12 weeks ending with this one in one pass (the chart; the week before for the trend).
  with weeks as (
    select o, private.week_start(now(), zone, o) as ws, private.week_start(now(), zone, o + 1) as we
    from generate_series(week_offset - 11, week_offset) as o
  ),
  msgs as (
    select weeks.o, m.message from weeks
    join public.chat_messages m on m.user_id = me and m.sender = 'user'
      and m.created_at >= weeks.ws and m.created_at < weeks.we
  ),
  counts as (select msgs.o, count(*) as n from msgs group by msgs.o),
  moods as (
    select msgs.o, sum(case when mw.polarity > 0 then 1 else 0 end) as pos,
           sum(case when mw.polarity < 0 then 1 else 0 end) as neg
    from msgs cross join lateral private.words_of(msgs.message) as w(word)
    join private.mood_words mw on mw.word = w.word
    group by msgs.o
  )
  select jsonb_agg(jsonb_build_object(
           'week_start', to_char(weeks.ws at time zone zone, 'YYYY-MM-DD'),
           'mood', case when coalesce(counts.n, 0) = 0 then null
                        when coalesce(moods.pos, 0) + coalesce(moods.neg, 0) = 0 then 7.5
                        else round(1 + 9 * moods.pos::numeric / (moods.pos + moods.neg), 1) end,
           'messages', coalesce(counts.n, 0)) order by weeks.o)
    into history
    from weeks left join counts on counts.o = weeks.o left join moods on moods.o = weeks.o;
  previous := history -> 10;
  mood := (figures ->> 'mood')::numeric;
  previous_mood := (previous ->> 'mood')::numeric;

  -- Insights: what the week's figures say, most telling first (the app words each code).
  if (figures ->> 'messages')::int > 0 then
    if (previous ->> 'messages')::int > 0 and mood >= previous_mood + 0.5 then insights := insights || 'mood_up'::text;
    elsif (previous ->> 'messages')::int > 0 and mood <= previous_mood - 0.5 then insights := insights || 'mood_down'::text;
    end if;
    if mood >= 7 then insights := insights || 'mood_positive'::text;
    elsif mood < 5 then insights := insights || 'mood_low'::text;
    end if;
    if (figures ->> 'active_days')::int >= 4 then insights := insights || 'regular'::text;
    elsif (figures ->> 'sessions')::int >= 1 then insights := insights || 'sessions'::text;
    end if;
    if jsonb_array_length(figures -> 'top_words') > 0 then insights := insights || 'top_word'::text; end if;
    -- Next steps follow from the same figures.
    if mood < 5 then steps := steps || 'self_care'::text || 'talk_someone'::text; end if;
    if (figures ->> 'active_days')::int < 3 then steps := steps || 'more_regular'::text; end if;
    steps := steps || 'small_goal'::text || 'gratitude'::text;
  end if;

  return jsonb_build_object(
    'week_offset', week_offset,
    'timezone', zone,
    'start', to_char(week_from at time zone zone, 'YYYY-MM-DD'),
    'end', to_char((week_to at time zone zone) - interval '1 day', 'YYYY-MM-DD'),
    'week_number', extract(week from week_from at time zone zone)::int,
    'year', extract(isoyear from week_from at time zone zone)::int,
    'hours', extract(epoch from week_to - week_from)::int / 3600,
    'total_sessions', (figures ->> 'sessions')::int,
    'total_messages', (figures ->> 'messages')::int,
    'active_days', (figures ->> 'active_days')::int,
    'average_mood', mood,
    'previous_mood', previous_mood,
    'most_used_words', figures -> 'top_words',
    'key_insights', to_jsonb(insights[1:3]),
    'next_steps', to_jsonb(steps[1:3]),
    -- Days with a conversation out of 7: the week's progress bar.
    'weekly_progress', round(100 * (figures ->> 'active_days')::numeric / 7),
    'history', history
  );
end;
$$;

revoke all on all functions in schema private from public;
revoke execute on function public.weekly_summary(integer) from public, anon, authenticated;
grant execute on function public.weekly_summary(integer) to authenticated;
