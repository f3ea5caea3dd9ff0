export { DefinitionInferrer, inferDefinition } from "./infer/infer-definition.js";
export type {
  DefinitionFileJson,
  DefinitionFileField,
  InferredDefinition,
  InferredField,
  InferProblem,
  InferResultOptions,
} from "./infer/infer-definition.js";
export { readDefinitionFile, ingestDefinitionOf, DEFAULT_UNKNOWN_FIELDS } from "./definition-file/definition-file.js";
export type { IngestDefinition, IngestField, GeoSource, UnknownFields } from "./definition-file/definition-file.js";
export { DEFINITION_FILE_SCHEMA } from "./definition-file/definition-file-schema.js";
export { RecordConverter } from "./convert/record-converter.js";
export type { Converted, ConvertProblem } from "./convert/record-converter.js";
export { coerceValue, ARRAY_SEPARATOR } from "./coerce/coerce.js";
export { decimalValue, booleanValue, geoPointValue } from "./coerce/cell-values.js";
export { compileDateFormat, dateFormatProblem, DATE_FORMAT_CANDIDATES } from "./dates/date-format.js";
export type { DateFormat } from "./dates/date-format.js";
export { fieldNameFor, documentNameFor } from "./names/field-names.js";
export { INGEST_MESSAGES } from "./messages.js";
export { readDataText, ndjsonLineRecord } from "./data-text/read-data-text.js";
export type { DataText, DataTextProblem } from "./data-text/read-data-text.js";
export { commentProblem, generatedColumnName } from "./data-text/csv-rows.js";
export type { DelimitedReadOptions } from "./data-text/csv-rows.js";
export { dataFormatOf, valuesAreText } from "./data-text/data-record.js";
export type { DataFormat, DataRecord } from "./data-text/data-record.js";
export { readJsonArray } from "./data-text/json-array.js";
export { featureRecord, isFeatureCollection, lineRecordOf } from "./data-text/geojson.js";
export { parseJsonText, lineColumnAt } from "./data-text/json-text.js";
export type { JsonTextProblem } from "./data-text/json-text.js";
export {
  DELIMITER_HEAD,
  DelimitedRows,
  delimitedHeaderProblem,
  delimitedParseOptions,
  delimiterOf,
  headerLineEnded,
} from "./data-text/delimited.js";
export type { Delimiter, DelimitedRow } from "./data-text/delimited.js";
