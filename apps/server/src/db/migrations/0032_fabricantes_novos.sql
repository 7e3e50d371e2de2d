-- Issue 23: the makers Brazilian integrators install beyond the spec's ten.
INSERT INTO "fabricantes" ("codigo", "nome") VALUES
  ('huawei', 'Huawei FusionSolar'),
  ('goodwe', 'GoodWe'),
  ('deye', 'Deye'),
  ('hoymiles', 'Hoymiles'),
  ('apsystems', 'APsystems'),
  ('solax', 'SolaX'),
  ('fronius', 'Fronius')
ON CONFLICT ("codigo") DO NOTHING;
