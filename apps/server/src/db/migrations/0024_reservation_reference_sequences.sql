-- A reservation's reference number comes from a sequence of its year instead of a counter row
-- (docs/decisions/0057-reservation-reference-from-a-sequence.md): a sequence hands out a number
-- without holding a lock until the creating transaction commits, so quote requests no longer wait
-- for one another. A creation rolled back leaves a gap in the year's series; a number is still
-- never given twice (the unique index stays). The year's sequence is made by its first
-- reservation; concurrent first reservations both get one (IF NOT EXISTS, and the loser of a
-- race for the name is told so and goes on).
CREATE OR REPLACE FUNCTION navette_next_reservation_reference() RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  ref_year integer := extract(year from now() AT TIME ZONE 'Europe/Paris')::int;
  ref_sequence text := 'reservation_reference_' || ref_year;
  ref_last bigint;
BEGIN
  IF to_regclass(ref_sequence) IS NULL THEN
    BEGIN
      EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I', ref_sequence);
    EXCEPTION WHEN duplicate_table OR unique_violation THEN
      NULL;
    END;
  END IF;
  ref_last := nextval(ref_sequence);
  RETURN 'NP-' || ref_year || '-' || lpad(ref_last::text, greatest(4, length(ref_last::text)), '0');
END
$$;--> statement-breakpoint
-- each year counted so far goes on from its counter's last number
DO $$
DECLARE
  counted record;
BEGIN
  FOR counted IN SELECT year, last FROM reservation_counters LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I START %s',
      'reservation_reference_' || counted.year, counted.last + 1);
  END LOOP;
END
$$;
