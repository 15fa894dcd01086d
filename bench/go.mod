module github.com/uriref/uri/bench

go 1.24

require github.com/uriref/uri v0.0.0

replace github.com/uriref/uri => ../
