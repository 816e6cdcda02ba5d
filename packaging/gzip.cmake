# cmake -DIN=file -DOUT=file.gz -P gzip.cmake: compress as Debian wants its
# changelogs and manual pages (gzip -9n: best, no name or time stamp, so the
# package is reproducible).
execute_process(COMMAND gzip -9n -c ${IN} OUTPUT_FILE ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "gzip ${IN}: ${rc}")
endif()
