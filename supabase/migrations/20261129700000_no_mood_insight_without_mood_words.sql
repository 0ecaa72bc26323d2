-- A week whose messages hold no word of the mood lists keeps the neutral 7.5 the spec gives
-- (§5), but that figure says nothing about the person: it no longer earns "Vos messages de la
-- semaine sont plutôt positifs" (or a rise or fall against last week). Only words the mood lists
-- know produce a mood insight. Otherwise the same function as 20261128200000.
create or replace function public.weekly_summary(week_offset integer default 0) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := private.require_user();
  zone text := coalesce((select timezone from public.profiles where id = me), 'Europe/Paris');
  week_from timestamptz;
  week_to timestamptz;
  history jsonb;
  top_words jsonb;
  message_count int;
  session_count int;
  day_count int;
  pos int;
  neg int;
  previous jsonb;
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

  with weeks as (
    select o, private.week_start(now(), zone, o) as ws, private.week_start(now(), zone, o + 1) as we
    from generate_series(week_offset - 11, week_offset) as o
  ),
  msgs as materialized (
    select weeks.o, m.message, m.created_at from weeks
    join public.chat_messages m on m.user_id = me and m.sender = 'user'
      and m.created_at >= weeks.ws and m.created_at < weeks.we
  ),
  -- One text per week: splitting on anything that is not a letter, a space between two
  -- messages is a boundary like any other, so the words are those of each message.
  texts as (select msgs.o, count(*) as n, string_agg(msgs.message, ' ') as body from msgs group by msgs.o),
  -- Each distinct word once per week with its count: the mood and stop-word lists are then
  -- matched against a few hundred words rather than every occurrence.
  word_counts as materialized (
    select texts.o, w, count(*) as n
    from texts, string_to_table(regexp_replace(lower(texts.body), '[^[:alpha:]]+', ' ', 'g'), ' ') as w
    where w <> ''
    group by texts.o, w
  ),
  moods as (
    select wc.o, coalesce(sum(wc.n) filter (where mw.polarity > 0), 0) as pos,
           coalesce(sum(wc.n) filter (where mw.polarity < 0), 0) as neg
    from word_counts wc join private.mood_words mw on mw.word = wc.w
    group by wc.o
  ),
  top as (
    select wc.w, wc.n from word_counts wc
    where wc.o = week_offset and char_length(wc.w) > 3
      and not exists (select 1 from private.stop_words s where s.word = wc.w)
    order by wc.n desc, wc.w limit 3
  ),
  this_week as (
    select created_at, created_at - lag(created_at) over (order by created_at) as gap
    from msgs where msgs.o = week_offset
  )
  select
    (select jsonb_agg(jsonb_build_object(
       'week_start', to_char(weeks.ws at time zone zone, 'YYYY-MM-DD'),
       'mood', case when coalesce(texts.n, 0) = 0 then null
                    when coalesce(moods.pos, 0) + coalesce(moods.neg, 0) = 0 then 7.5
                    else round(1 + 9 * moods.pos::numeric / (moods.pos + moods.neg), 1) end,
       'messages', coalesce(texts.n, 0)) order by weeks.o)
     from weeks left join texts on texts.o = weeks.o left join moods on moods.o = weeks.o),
    coalesce((select jsonb_agg(jsonb_build_object('word', top.w, 'count', top.n) order by top.n desc, top.w)
              from top), '[]'),
    coalesce((select texts.n from texts where texts.o = week_offset), 0),
    (select count(*) from this_week where gap is null or gap >= interval '30 minutes'),
    (select count(distinct (created_at at time zone zone)::date) from this_week),
    coalesce((select moods.pos from moods where moods.o = week_offset), 0),
    coalesce((select moods.neg from moods where moods.o = week_offset), 0)
  into history, top_words, message_count, session_count, day_count, pos, neg;

  previous := history -> 10;
  mood := case when pos + neg = 0 then 7.5 else round(1 + 9 * pos::numeric / (pos + neg), 1) end;
  previous_mood := (previous ->> 'mood')::numeric;

  -- Insights: what the week's figures say, most telling first (the app words each code).
  if message_count > 0 then
    if pos + neg > 0 then
      if (previous ->> 'messages')::int > 0 and mood >= previous_mood + 0.5 then insights := insights || 'mood_up'::text;
      elsif (previous ->> 'messages')::int > 0 and mood <= previous_mood - 0.5 then insights := insights || 'mood_down'::text;
      end if;
      if mood >= 7 then insights := insights || 'mood_positive'::text;
      elsif mood < 5 then insights := insights || 'mood_low'::text;
      end if;
    end if;
    if day_count >= 4 then insights := insights || 'regular'::text;
    elsif session_count >= 1 then insights := insights || 'sessions'::text;
    end if;
    if jsonb_array_length(top_words) > 0 then insights := insights || 'top_word'::text; end if;
    -- Next steps follow from the same figures.
    if mood < 5 then steps := steps || 'self_care'::text || 'talk_someone'::text; end if;
    if day_count < 3 then steps := steps || 'more_regular'::text; end if;
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
    'total_sessions', session_count,
    'total_messages', message_count,
    'active_days', day_count,
    'average_mood', mood,
    'previous_mood', previous_mood,
    'most_used_words', top_words,
    'key_insights', to_jsonb(insights[1:3]),
    'next_steps', to_jsonb(steps[1:3]),
    -- Days with a conversation out of 7: the week's progress bar.
    'weekly_progress', round(100 * day_count::numeric / 7),
    'history', history
  );
end;
$$;
